import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';

/**
 * Where push messages may go. The endpoint comes from the browser, i.e. from the client, so the
 * API only posts to the push services browsers use; anything else would let a caller make the
 * server send requests to hosts of their choosing.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera
  'android.googleapis.com',
  'push.services.mozilla.com', // Firefox
  'notify.windows.com', // Edge on Windows (wns2-*.notify.windows.com)
  'push.apple.com', // Safari (web.push.apple.com)
] as const;

export function isKnownPushService(url: URL): boolean {
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** How the API reaches push services; tests point it at a local HTTPS server that plays one. */
export type PushTransportOptions = {
  /** TLS agent for the push service (a test CA); the default trusts the system's CAs. */
  agent?: Agent;
  /** Which endpoints registration accepts; defaults to the known push services. */
  allowEndpoint?: (url: URL) => boolean;
};

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type PushPayload = { title: string; body: string; url?: string; tag?: string };

export type SendOutcome = { status: 'sent' } | { status: 'gone' } | { status: 'failed'; statusCode?: number };

/** Sends one encrypted Web Push message (RFC 8291, aes128gcm) with VAPID (RFC 8292). */
export async function sendWebPush(
  target: PushTarget,
  payload: PushPayload,
  vapid: VapidDetails,
  transport: PushTransportOptions = {},
): Promise<SendOutcome> {
  try {
    await webpush.sendNotification(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: 60,
        urgency: 'normal',
        timeout: 10_000,
        contentEncoding: 'aes128gcm',
        ...(transport.agent ? { agent: transport.agent } : {}),
      },
    );
    return { status: 'sent' };
  } catch (error) {
    // 404 and 410: the browser dropped the subscription; it will never work again.
    if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410))
      return { status: 'gone' };
    return { status: 'failed', statusCode: error instanceof WebPushError ? error.statusCode : undefined };
  }
}

export const generateVapidKeys = () => webpush.generateVAPIDKeys();

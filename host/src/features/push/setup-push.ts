import type { LoginData } from '@colabora/shared/contracts/auth';
import type { RegistrarPushRequest } from '@colabora/shared/contracts/push';
import { appStore, sessionAtom } from '@colabora/shared/session';
import { showToast } from '@colabora/shared/ui';
import { getVapidKey } from './api/get-vapid-key';
import { registerPush } from './api/register-push';
import { sendTestPush } from './api/send-test-push';
import { PUSH_MESSAGES, TEST_PUSH_DELAY_MS } from './push-messages';
import type { PushStatus } from './push-status';
import { pushStatusAtom } from './push-status-atom';
import { urlBase64ToUint8Array } from './url-base64-to-uint8-array';

/** Everything the flow touches outside itself, so tests can replace the browser and the server. */
export type PushEnvironment = {
  isSupported(): boolean;
  session(): LoginData | null;
  getVapidKey(): Promise<string | null>;
  requestPermission(): Promise<NotificationPermission>;
  /** The service worker registration whose pushManager subscribes. */
  serviceWorker(): Promise<ServiceWorkerRegistration>;
  registerPush(request: RegistrarPushRequest): Promise<void>;
  sendTestPush(idUsuario: number): Promise<void>;
  setStatus(status: PushStatus): void;
  toastSuccess(message: string): void;
  toastError(message: string): void;
  schedule(run: () => void, delayMs: number): void;
};

/** A failure whose message is one of the seed's catalogue, shown as is; `status` when it changes the item's state. */
class PushSetupError extends Error {
  constructor(
    message: string,
    readonly status?: PushStatus,
  ) {
    super(message);
  }
}

const SERVICE_WORKER_TIMEOUT_MS = 10_000;

async function readyServiceWorker(): Promise<ServiceWorkerRegistration> {
  const container = navigator.serviceWorker;
  // The app registers /sw.js once it is stable (SPEC §9); a user may be quicker than that.
  if (!(await container.getRegistration())) await container.register('/sw.js');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('o service worker não ficou ativo')), SERVICE_WORKER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([container.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The real browser and server. */
export const browserPushEnvironment: PushEnvironment = {
  isSupported: () =>
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window,
  session: () => appStore.get(sessionAtom),
  getVapidKey,
  requestPermission: () => Notification.requestPermission(),
  serviceWorker: readyServiceWorker,
  registerPush,
  sendTestPush,
  setStatus: (status) => appStore.set(pushStatusAtom, status),
  toastSuccess: (message) => showToast.success(message),
  toastError: (message) => showToast.error(message),
  schedule: (run, delayMs) => void setTimeout(run, delayMs),
};

async function subscribe(env: PushEnvironment, publicKey: string): Promise<PushSubscription> {
  const permission = await env.requestPermission();
  // The browser's refusal is a state of its own (issue #27), not an error that leaves the item as it was.
  if (permission === 'denied') throw new PushSetupError(PUSH_MESSAGES.blocked, 'bloqueadas');
  if (permission !== 'granted') throw new PushSetupError(PUSH_MESSAGES.dismissed, 'desativadas');
  const registration = await env.serviceWorker();
  const applicationServerKey = urlBase64ToUint8Array(publicKey);
  // A subscription made with another server key (keys rotated) cannot receive our messages.
  const existing = await registration.pushManager.getSubscription();
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

/**
 * Turns on push for this browser (SPEC §4, §7, §8): checks support, the user and the token, gets
 * the server's VAPID key, asks permission, subscribes user-visible-only, registers the
 * subscription, confirms, and asks for a test push 1 s later. Every failure ends in one toast.
 * Resolves true when the browser is registered.
 */
export async function setupPushNotifications(env: PushEnvironment = browserPushEnvironment): Promise<boolean> {
  try {
    if (!env.isSupported()) throw new PushSetupError(PUSH_MESSAGES.unsupported, 'indisponiveis');
    const session = env.session();
    if (!session?.usuario?.idUsuario) throw new PushSetupError(PUSH_MESSAGES.userNotFound);
    if (!session.token) throw new PushSetupError(PUSH_MESSAGES.tokenNotFound);
    const idUsuario = session.usuario.idUsuario;

    const publicKey = await env.getVapidKey();
    if (!publicKey) throw new PushSetupError(PUSH_MESSAGES.vapidKey);

    const subscription = await subscribe(env, publicKey);
    try {
      await env.registerPush({ idUsuario, token: JSON.stringify(subscription), tipoDispositivo: 'web' });
    } catch {
      throw new PushSetupError(PUSH_MESSAGES.saveFailed);
    }

    env.setStatus('ativadas');
    env.toastSuccess(PUSH_MESSAGES.success);
    env.schedule(() => {
      env.sendTestPush(idUsuario).catch((error: unknown) => console.warn('[push] teste não enviado', error));
    }, TEST_PUSH_DELAY_MS);
    return true;
  } catch (error) {
    if (error instanceof PushSetupError) {
      if (error.status) env.setStatus(error.status);
      env.toastError(error.message);
    } else if (error instanceof Error) env.toastError(PUSH_MESSAGES.setupFailed(error.message));
    else env.toastError(PUSH_MESSAGES.manageFailed);
    return false;
  }
}

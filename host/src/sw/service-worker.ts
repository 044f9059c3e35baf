/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { isHashedAsset, isNeverCached } from './cache-rules';
import { isChatNotice } from './push-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

// The host's own hashed build output, injected at build time.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// API, hubs, remotes.json, remote manifests and entries: always from the network, never stale.
registerRoute(({ url }) => isNeverCached(url), new NetworkOnly());

// Hashed chunks of the host and of every remote never change: cache-first.
registerRoute(
  ({ url, request }) => request.method === 'GET' && isHashedAsset(url),
  new CacheFirst({
    cacheName: 'colabora-hashed',
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// Pages: the network first, the last good shell when offline.
registerRoute(new NavigationRoute(new NetworkFirst({ cacheName: 'colabora-pages', networkTimeoutSeconds: 4 })));

// The page asks a waiting worker to take over after the user accepts 'Nova versão disponível'.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

type PushPayload = { title?: string; body?: string; url?: string; tag?: string };

self.addEventListener('push', (event) => {
  let payload: PushPayload = {};
  try {
    payload = (event.data?.json() as PushPayload | undefined) ?? {};
  } catch {
    payload = { body: event.data?.text() };
  }
  event.waitUntil(
    (async () => {
      // A conversation's notice (ADR 0038) is for a closed or hidden app: a window of the app the
      // user is looking at already showed it (badge, title, toast: ADR 0028), so none is added.
      // Browsers let a push without a notification pass while a page of the site is visible.
      if (isChatNotice(payload.tag)) {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        if (windows.some((client) => client.visibilityState === 'visible' && client.focused)) return;
      }
      await self.registration.showNotification(payload.title ?? 'Colabora', {
        body: payload.body ?? '',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        tag: payload.tag,
        data: { url: payload.url ?? '/dashboard' },
        lang: 'pt-BR',
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = (event.notification.data as { url?: string } | null)?.url ?? '/dashboard';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        void open.navigate(target);
        return open.focus();
      }
      return self.clients.openWindow(target);
    }),
  );
});

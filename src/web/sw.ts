/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import { OFFLINE_COPY_HEADER } from '../shared/constants';
import type { PushPayload } from '../shared/schemas/push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const API_CACHE = 'api-reads';
const PAGE_CACHE = 'pages';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages come from the network (the server decides between the app and the landing page); offline, the last copy
// of that page, else the precached app shell.
const pages = new NetworkFirst({ cacheName: PAGE_CACHE, networkTimeoutSeconds: 4 });
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return (await matchPrecache('/index.html')) ?? Response.error();
    }
  },
);

// The cache is read only when the network failed or was too slow: the page learns it is showing an offline copy.
const markOfflineCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(OFFLINE_COPY_HEADER, '1');
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

// API reads: the network first, the last answer when offline. Writes are never cached or queued.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/logout'),
  new NetworkFirst({ cacheName: API_CACHE, networkTimeoutSeconds: 6, plugins: [markOfflineCopy] }),
);

// Signing out forgets what was read, so the next person on this device sees none of it offline.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.pathname === '/api/logout') event.waitUntil(Promise.all([caches.delete(API_CACHE), caches.delete(PAGE_CACHE)]));
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/**
 * The server's push payload (`pushPayloadSchema`), read by hand so the worker stays free of the validation library; a
 * payload that is not JSON is shown as its text.
 */
function readPush(message: PushMessageData | null): Partial<PushPayload> {
  if (!message) return {};
  let json: unknown;
  try {
    json = JSON.parse(message.text());
  } catch {
    return { body: message.text() };
  }
  const fields = new Map<string, unknown>(typeof json === 'object' && json !== null ? Object.entries(json) : []);
  const text = (key: keyof PushPayload) => {
    const value = fields.get(key);
    return typeof value === 'string' ? value : undefined;
  };
  return { title: text('title'), body: text('body'), url: text('url') };
}

self.addEventListener('push', (event) => {
  const data = readPush(event.data);
  event.waitUntil(
    self.registration.showNotification(data.title ?? 'Twelvefold', {
      body: data.body ?? '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: data.url ?? '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(target.href);
      } else {
        await self.clients.openWindow(target.href);
      }
    })(),
  );
});

import { SERVER_PATHS } from '@koran-kids/protocol';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { OFFLINE_FILES_CACHE } from './offline/files-cache.ts';

/*
 * The service worker: the app's own files from the precache (so the app starts without a network), every page
 * address answered with the app's index.html, and the course files of lessons saved for offline from their cache.
 * A new version waits until the page asks it to take over (the "new version" toast), so an open lesson never
 * runs half old, half new code.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first version takes the open pages at once; later versions wait for SKIP_WAITING.
clientsClaim();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [SERVER_PATHS, /\.\w+$/] }));

// A saved lesson's files: from the device when saved (a recitation played from any second: range requests),
// otherwise from the network, and not kept (only saving a lesson stores files).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/files/'),
  new CacheFirst({
    cacheName: OFFLINE_FILES_CACHE,
    plugins: [new RangeRequestsPlugin(), { cacheWillUpdate: async () => null }],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

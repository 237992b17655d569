import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { dropOldStarts, keepStart, startCache, startRoutes, type RoutesEvent } from './pages';

/**
 * The portal's service worker (issue 13): it precaches the built app, so the portal opens with no
 * network once opened online, and answers every page of the app with the built index.html. It
 * never touches /api: the server's answers are not cached (the teacher's own lists live in
 * IndexedDB and localStorage), and the manifest comes from the server, which knows the campus
 * name and logo. A new version waits until the person reloads ("Reload to update").
 *
 * What Workbox's generated worker did (vite-plugin-pwa's generateSW, until issue 56), written out
 * so that the install can also keep the start for the browser's static routes (pages.ts): an
 * installed app opened while this worker is stopped no longer waits for it to start.
 */
declare let self: ServiceWorkerGlobalScope;

const precache = new PrecacheController();
const manifest = self.__WB_MANIFEST;
precache.addToCacheList(manifest);
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();
// Every page of the app is the built index.html; the server's /api answers go to the server.
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//],
  }),
);

/** This version's copies of the start (index.html, its hints), named by their revisions. */
const start = startCache(manifest);

self.addEventListener('install', (event) => {
  // The routes first, in the install event's own task (the browser accepts them only there);
  // a browser without static routes ignores them and the routes above answer as before.
  const routes = startRoutes(event as RoutesEvent, manifest, start);
  // The start is kept before this version can take over: a routed request goes to its copy from
  // then on, and to the network if the copy were missing (offline: an error).
  const kept = precache.install(event).then(() => keepStart(precache, manifest, start));
  event.waitUntil(Promise.all([kept, routes]));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([precache.activate(event), dropOldStarts(start)]));
});

// "Reload to update" (src/lib/service-worker.ts): the waiting version takes over when asked.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

import type { PrecacheController } from 'workbox-precaching';

/**
 * The installed app's start served by the browser itself (issue 56): the Service Worker Static
 * Routing API (`InstallEvent.addRoutes`, Chromium 123+) lets a worker declare, when it installs,
 * that a navigation to /staffpannel is answered from a named cache, with no worker to start or
 * run. With the worker in the way, a phone whose worker had stopped (the browser stops an idle
 * one after 30 s) waited for the worker's start, its fetch event and Workbox's routing before
 * the page's first byte, and the server's answers (/api) for the same fetch event although the
 * worker never answers them.
 *
 * Each version keeps index.html under the start pages' own addresses (a static route matches
 * the request's address exactly), and the few files the start asks for under theirs, in a cache
 * named by their revisions, filled before the version can take over: a routed request found
 * nowhere in that cache would go to the network, which fails offline. The caches of older
 * versions go when a new version activates.
 */

/**
 * The pages a person opens the installed app on: its start address (the campus manifest's
 * start_url), the teacher's panel, the family's home and the login.
 */
export const START_PAGES = ['/', '/staffpannel', '/family/home', '/login'];
/** What a start page asks for before the app starts (index.html's hints), kept beside them. */
const START_FILES = ['home-hints.js'];
const PREFIX = 'attendance-start-';

type Manifest = readonly (string | { url: string; revision?: string | null })[];

/** A rule of the static router (not yet in TypeScript's lib.webworker). */
interface RouterRule {
  condition: {
    urlPattern?: string | { pathname: string; search?: string };
    requestMode?: RequestMode;
    requestMethod?: string;
    runningStatus?: 'running' | 'not-running';
  };
  source: 'network' | 'cache' | 'fetch-event' | { cacheName: string };
}
export type RoutesEvent = ExtendableEvent & {
  addRoutes?: (rules: RouterRule | RouterRule[]) => Promise<void>;
};

const revisionOf = (manifest: Manifest, url: string) => {
  const entry = manifest.find((e) => typeof e !== 'string' && e.url === url);
  return typeof entry === 'object' ? (entry.revision ?? undefined) : undefined;
};

/** The start files this build precaches (a build without one does not route it). */
const startFiles = (manifest: Manifest) =>
  START_FILES.filter((url) => revisionOf(manifest, url) !== undefined);

/** This version's cache of the start: named by its files' revisions, which change with them. */
export function startCache(manifest: Manifest): string {
  const files = ['index.html', ...startFiles(manifest)];
  return PREFIX + files.map((url) => revisionOf(manifest, url) ?? 'unversioned').join('-');
}

/**
 * Declares the routes, where the browser has static routing: while the worker is stopped, each
 * start page opened without a query, and each start file, from `cache`; /api straight to the
 * network always (the worker only let those through). A running worker still answers the pages:
 * its fetch event is quick then, and Cache Storage read by the browser for the page was not
 * quicker (an earlier prototype, docs/performance.md: the page committed 61 ms after the
 * navigation instead of 17). A browser that refuses the rules (older, or rules it does not
 * know) keeps the fetch handler's routes.
 */
export function startRoutes(event: RoutesEvent, manifest: Manifest, cache: string): Promise<void> {
  if (typeof event.addRoutes !== 'function') return Promise.resolve();
  const stopped = { requestMethod: 'GET', runningStatus: 'not-running' } as const;
  const pages: RouterRule[] = START_PAGES.map((pathname) => ({
    condition: { urlPattern: { pathname, search: '' }, requestMode: 'navigate', ...stopped },
    source: { cacheName: cache },
  }));
  const files: RouterRule[] = startFiles(manifest).map((url) => ({
    condition: { urlPattern: { pathname: `/${url}`, search: '' }, ...stopped },
    source: { cacheName: cache },
  }));
  const api: RouterRule = { condition: { urlPattern: '/api/*' }, source: 'network' };
  // Refused rules are said in the worker's console (a browser that has the API but not a
  // condition used here): the fetch handler then answers everything, as before.
  const refused = (error: unknown) => console.warn('Static routes refused:', error);
  try {
    return event.addRoutes([...pages, ...files, api]).catch(refused);
  } catch (error) {
    refused(error);
    return Promise.resolve();
  }
}

/**
 * A precached file as the cache keeps it for a route: without its Vary header (the cache would
 * compare the navigation's headers with those of the copy's own request, which has none) nor
 * the headers of its form on the wire (the body kept is decoded). Its other headers, the
 * Content-Security-Policy with the inline scripts' hashes among them, stay.
 */
async function copyOf(precache: PrecacheController, url: string) {
  const file = await precache.matchPrecache(url);
  if (!file) throw new Error(`${url} is not in the precache`);
  const body = await file.arrayBuffer();
  const headers = new Headers(file.headers);
  for (const name of ['vary', 'content-encoding', 'content-length']) headers.delete(name);
  return () => new Response(body, { status: file.status, statusText: file.statusText, headers });
}

/** Keeps index.html under each start page's address, and each start file under its own. */
export async function keepStart(
  precache: PrecacheController,
  manifest: Manifest,
  cache: string,
): Promise<void> {
  const kept = await caches.open(cache);
  const page = await copyOf(precache, 'index.html');
  await Promise.all(START_PAGES.map((path) => kept.put(path, page())));
  for (const url of startFiles(manifest))
    await kept.put(`/${url}`, (await copyOf(precache, url))());
}

/** The start caches of other versions: none of their routes can answer any more. */
export async function dropOldStarts(cache: string): Promise<void> {
  const names = await caches.keys();
  const old = names.filter((name) => name.startsWith(PREFIX) && name !== cache);
  await Promise.all(old.map((name) => caches.delete(name)));
}

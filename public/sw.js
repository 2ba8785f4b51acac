/*
 * The app's service worker: a small hand-written classic script (docs/architecture.md "The installed
 * app and offline" says what it caches and why). Registered after the first paint by
 * components/shell/AppWorker.tsx (live) and by MSW's `worker.start` (sandbox: mocks/browser.ts),
 * always as `/sw.js?<query>` built by services/shared/app-worker.ts:
 *   v        the build (Next's build id): every cache but the user's answers is named by it, and a new
 *            build is a new script URL, so the browser installs it beside the old one;
 *   api      live builds: the backend's API prefix, whose GET answers are kept for offline reading;
 *   sandbox  sandbox builds: MSW's worker is imported below and answers the API in the page.
 * A new version waits until the page's "Reload" prompt sends SKIP_WAITING, in the sandbox too (below).
 */
const params = new URL(self.location.href).searchParams;
const VERSION = params.get('v') || 'dev';
const API_PREFIX = params.get('api') || '';
const SANDBOX = params.get('sandbox') === '1';

const SHELL_CACHE = `shell-${VERSION}`;
const STATIC_CACHE = `static-${VERSION}`;
/**
 * The API's answers for offline reading: a signed-in user's (the request carried a token) and the
 * public ones the start needs (the country, the catalogue). The page deletes both at logout
 * (store/shared/offline-copies.ts, the same names).
 */
const USER_DATA_CACHE = 'user-data';
const PUBLIC_DATA_CACHE = 'public-data';
/** When a kept answer was fetched (ms since epoch), on the copy served offline. */
const CACHED_AT_HEADER = 'X-Offline-Copy-At';

/**
 * Further parts of the worker, classic scripts in public/ loaded as it starts (a service worker
 * imports only while it installs): its versions, what it installs and keeps (public/sw-versions.js), in
 * every build; the session's renewal (public/sw-session.js) in a live build; push (public/sw-push.js) in
 * a build with a VAPID key.
 */
const PARTS = [
  '/sw-versions.js',
  ...(API_PREFIX ? ['/sw-session.js'] : []),
  ...(params.get('push') === '1' ? ['/sw-push.js'] : []),
];

/** The one way to take over from the version in control: the user's Reload (SKIP_WAITING), never on install. */
const skipWaiting = self.skipWaiting.bind(self);

/** Per page (client id): when the oldest kept copy served to it was fetched, until the page asks. */
const servedCopies = new Map();

self.addEventListener('message', (event) => {
  const type = event.data && event.data.type;
  if (type === 'SKIP_WAITING') skipWaiting();
  // A page starts listening after its first answers came: it asks what it missed.
  if (type === 'STATUS' && event.source) {
    const at = servedCopies.get(event.source.id);
    if (at) event.source.postMessage({ type: 'OFFLINE_COPY', at });
    if (newerBuild) event.source.postMessage({ type: 'NEW_BUILD', build: newerBuild });
  }
  // Logout (store/shared/offline-copies.ts): answers still in flight for that user are never kept.
  if (type === 'FORGET_USER') event.waitUntil(forgetUser());
});

/** A newer build than this worker's, seen in a refreshed page. */
let newerBuild = null;

/** A page's HTML names its build (`"buildId":"…"` in Next's data): a different one means a new version is out. */
function announceBuild(html, clientId) {
  const build = /"buildId":"([^"]+)"/.exec(html);
  if (!build || build[1] === VERSION) return;
  newerBuild = build[1];
  if (clientId)
    self.clients.get(clientId).then((client) => client && client.postMessage({ type: 'NEW_BUILD', build: newerBuild }));
}

/**
 * Pages: the copy kept from the last visit paints at once (the app shell), and the network's
 * refreshes it for next time; with nothing kept, the network's. The refreshed page tells the
 * page when it belongs to a newer build, which the page then installs and offers to reload into.
 */
function page(event) {
  const url = new URL(event.request.url);
  const key = `${url.origin}${url.pathname}`;
  const fromNetwork = fetch(event.request);
  event.waitUntil(
    fromNetwork
      .then((response) => {
        if (!response.ok || response.type !== 'basic' || response.redirected) return undefined;
        const copy = response.clone();
        const text = response.clone().text();
        return caches
          .open(SHELL_CACHE)
          .then((cache) => cache.put(key, copy))
          .then(() => text)
          .then((html) => announceBuild(html, event.resultingClientId || event.clientId));
      })
      .catch(() => undefined),
  );
  return caches.match(key, { cacheName: SHELL_CACHE }).then((kept) => kept || fromNetwork);
}

/**
 * `/_next/static/` is content-hashed: a kept file never changes, whichever build's static cache holds it
 * (a tab still on the previous build asks for its own files; no other cache holds these URLs). One found
 * in another build's cache is copied into this one's, which outlives it.
 */
async function hashedFile(request) {
  const own = await caches.open(STATIC_CACHE);
  const mine = await own.match(request);
  if (mine) return mine;
  const response = (await caches.match(request)) || (await fetch(request));
  if (response.ok) own.put(request, response.clone()).catch(() => undefined);
  return response;
}

/** Our public files (icons, manifests, the logo): the kept copy, refreshed behind it. */
function publicFile(event) {
  const fromNetwork = fetch(event.request);
  event.waitUntil(
    fromNetwork
      .then((response) => {
        if (!response.ok || response.type !== 'basic') return undefined;
        const copy = response.clone();
        return caches.open(SHELL_CACHE).then((cache) => cache.put(event.request, copy));
      })
      .catch(() => undefined),
  );
  return caches.match(event.request, { cacheName: SHELL_CACHE }).then((kept) => kept || fromNetwork);
}

/** A signed-in user's answers apart from anyone's: after a logout the guest's calls fill only the public cache. */
function copiesOf(request) {
  return request.headers.has('Authorization') ? USER_DATA_CACHE : PUBLIC_DATA_CACHE;
}

/**
 * Which user's answers are being kept: bumped at each logout (FORGET_USER). An answer is kept only when
 * no logout came while it was in flight, so the next person on a shared phone never reads it offline.
 */
let userGeneration = 0;

/**
 * Logout: the page deletes the caches too, but its message may come after its delete and after an answer
 * that was in flight was put back: the user's cache goes again once the generation has moved on.
 */
function forgetUser() {
  userGeneration += 1;
  return caches.delete(USER_DATA_CACHE).catch(() => undefined);
}

/** Keep a good answer with the time it came, unless a logout came since its request left (`since`). */
async function keepAnswer(request, response, since) {
  if (userGeneration !== since) return;
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT_HEADER, String(Date.now()));
  const body = await response.clone().arrayBuffer();
  if (userGeneration !== since) return;
  const name = copiesOf(request);
  const cache = await caches.open(name);
  // A logout while the cache opened: opening may have made the deleted cache again, empty: it goes.
  if (userGeneration !== since) {
    await caches.delete(name).catch(() => undefined);
    return;
  }
  // The write follows the check at once: a logout from here on deletes the cache with it in.
  await cache.put(request.url, new Response(body, { status: 200, headers }));
}

/**
 * The API's reads: always the network's answer; a good one is kept with the time it came (`keepAnswer`). Only
 * when the network cannot be reached is the kept copy served, stamped with that time, and the page
 * told (`OFFLINE_COPY`) so the screen says "Offline — as of …". Changes (POST, PATCH, DELETE) never
 * come here: the app refuses them offline before they leave.
 */
async function apiRead(event) {
  const { request } = event;
  const since = userGeneration;
  try {
    const response = await fetch(request);
    if (response.status === 200) await keepAnswer(request, response, since).catch(() => undefined);
    return response;
  } catch (error) {
    const kept = await caches.match(request.url, { cacheName: copiesOf(request) });
    if (!kept) throw error;
    const at = Number(kept.headers.get(CACHED_AT_HEADER));
    if (event.clientId) {
      servedCopies.set(event.clientId, Math.min(servedCopies.get(event.clientId) || at, at));
      const client = await self.clients.get(event.clientId);
      if (client) client.postMessage({ type: 'OFFLINE_COPY', at });
    }
    return kept;
  }
}

/**
 * The start's country lookup (`common/country-by-code-name/{code}`, spec §4 step 3): public, the same for
 * everyone, and changed perhaps once a year, yet the whole start waits for it. A copy kept within the
 * last week answers at once and the network's refreshes it behind (stale-while-revalidate), so an
 * installed app's start does not spend a slow round trip on it; an older or missing copy waits for the
 * network, and offline the kept one answers. Kept per language (its names are in the asked language).
 */
const START_LOOKUP_PATH = 'common/country-by-code-name/';
const START_LOOKUP_FRESH_MS = 7 * 24 * 60 * 60 * 1000;

function startLookup(event) {
  const { request } = event;
  const url = new URL(request.url);
  url.searchParams.set('sw-language', request.headers.get('Accept-Language') || '');
  const key = url.href;
  const refreshed = fetch(request).then((response) => {
    if (response.status !== 200) return response;
    const headers = new Headers(response.headers);
    headers.set(CACHED_AT_HEADER, String(Date.now()));
    return response
      .clone()
      .arrayBuffer()
      .then((body) => caches.open(PUBLIC_DATA_CACHE).then((cache) => cache.put(key, new Response(body, { status: 200, headers }))))
      .then(() => response);
  });
  return caches.match(key, { cacheName: PUBLIC_DATA_CACHE }).then((kept) => {
    const age = kept ? Date.now() - Number(kept.headers.get(CACHED_AT_HEADER)) : Infinity;
    if (age >= 0 && age < START_LOOKUP_FRESH_MS) {
      event.waitUntil(refreshed.catch(() => undefined));
      return kept;
    }
    return refreshed.catch((error) => {
      if (kept) return kept;
      throw error;
    });
  });
}

// Ours first: a request answered here stops there; the rest go on to the parts (MSW's in the sandbox).
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  let answer = null;
  if (request.mode === 'navigate' && url.origin === self.location.origin) answer = page(event);
  else if (url.origin === self.location.origin && url.pathname.startsWith('/_next/static/'))
    answer = hashedFile(request);
  else if (url.origin === self.location.origin && /^\/(icons\/|manifest\.|logo\.svg)/.test(url.pathname))
    answer = publicFile(event);
  else if (API_PREFIX && request.url.startsWith(API_PREFIX + START_LOOKUP_PATH)) answer = startLookup(event);
  else if (API_PREFIX && request.url.startsWith(API_PREFIX)) answer = apiRead(event);
  if (!answer) return;
  event.respondWith(answer);
  event.stopImmediatePropagation();
});

// The sandbox's network: MSW's worker (public/mockServiceWorker.js, which live builds do not serve). It is
// written to be a page's only worker: it skips waiting on install (a new sandbox build would swap under an
// open form) and unregisters itself when its last tab closes or reloads (the kept pages and the push
// subscription would go, and the reload would miss the worker). Here it is the app's: both calls do nothing.
if (SANDBOX) {
  self.skipWaiting = () => Promise.resolve();
  self.registration.unregister = () => Promise.resolve(false);
  importScripts('/mockServiceWorker.js');
}
if (PARTS.length) importScripts(...PARTS);

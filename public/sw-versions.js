/*
 * The worker's versions (docs/architecture.md "The installed app and offline"), a part of public/sw.js
 * loaded by every build (it reads sw.js's VERSION, SHELL_CACHE and STATIC_CACHE): what a version's install
 * keeps ready, and what its activation keeps of the versions before it.
 *
 * A tap on Reload swaps one tab; the other open tabs stay on their build, whose files the deploy may no
 * longer serve. Each page says which build it runs (`STATUS` with `build`: hooks/shared/use-app-worker.ts),
 * kept per tab in a cache that outlives the worker, so whichever version activates keeps the static files
 * of every build an open tab still runs, and they go once its last tab has (the next page that says its
 * build cleans up). A tab that has not said yet (it just opened) may be on the build before: that one is
 * kept too. A file no cache holds (no tab of its build ever loaded it) is the page's to recover: it loads
 * itself again into the new build (components/shell/stale-build.ts).
 */

/** Pages the installed app opens offline even before they were visited. */
const SHELL_PAGES = ['/start'];

/** Which build each open tab runs: one entry per tab (its client id), the build as the body. */
const TABS_CACHE = 'open-tabs';
const tabKey = (id) => `${self.location.origin}/__tab/${id}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL_PAGES))
      .catch(() => undefined),
  );
});

/** The builds the open tabs run, and whether a tab has not said its own; the entries of closed tabs go. */
async function openTabBuilds() {
  const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const cache = await caches.open(TABS_CACHE);
  const ids = new Set(open.map((client) => tabKey(client.id)));
  const said = new Map();
  for (const request of await cache.keys()) {
    if (!ids.has(request.url)) await cache.delete(request);
    else said.set(request.url, await (await cache.match(request)).text());
  }
  return { builds: new Set(said.values()), unsaid: open.some((client) => !said.has(tabKey(client.id))) };
}

/**
 * The caches that go: at an activation, other versions' pages; always, the static files of a build no open
 * tab runs. Only the active worker fills a static cache and names come in order of creation, so the newest
 * other one is the build before, kept while a tab has not said its build. The rest (the answers, the
 * renewals, the tabs, MSW's `msw:…`) is not a version's.
 */
async function staleCaches(activating) {
  const names = await caches.keys();
  const { builds, unsaid } = await openTabBuilds();
  const statics = names.filter((name) => name.startsWith('static-') && name !== STATIC_CACHE);
  const previous = unsaid ? statics[statics.length - 1] : undefined;
  return names.filter(
    (name) =>
      (activating && name.startsWith('shell-') && name !== SHELL_CACHE) ||
      (statics.includes(name) && name !== previous && !builds.has(name.slice('static-'.length))),
  );
}

function forgetStaleCaches(activating) {
  return staleCaches(activating).then((names) => Promise.all(names.map((name) => caches.delete(name))));
}

// A version activates only on a first install or after the user's Reload: taking the open pages then is safe.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim().then(() => forgetStaleCaches(true)));
});

// A page says its build as it starts and when a new version takes it over.
self.addEventListener('message', (event) => {
  const { type, build } = event.data || {};
  if (type !== 'STATUS' || typeof build !== 'string' || !event.source || !event.source.id) return;
  event.waitUntil(
    caches
      .open(TABS_CACHE)
      .then((cache) => cache.put(tabKey(event.source.id), new Response(build)))
      .then(() => forgetStaleCaches(false))
      .catch(() => undefined),
  );
});

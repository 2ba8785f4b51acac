// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * public/sw.js's versions (install, activate, the Reload message) and its hashed files, evaluated
 * against a fake ServiceWorkerGlobalScope; in the sandbox with MSW's generated worker imported as is.
 */

const read = (file: string) => readFileSync(join(process.cwd(), 'public', file), 'utf8');
/** sw.js and its part loaded in every build (its importScripts of the part runs nothing here). */
const SOURCE = `${read('sw.js')}\n${read('sw-versions.js')}`;
const MSW_SOURCE = read('mockServiceWorker.js');
const ORIGIN = 'https://app.example.test';
const LIVE = `api=${encodeURIComponent('https://api.example.test/api/v1/')}`;

type Listener = (event: Record<string, unknown>) => void;
type Key = Request | string;

/** Cache Storage in memory: its names come back in order of creation, as a browser's do. */
function cacheStorage() {
  const stores = new Map<string, Map<string, Response>>();
  const url = (key: Key) => (typeof key === 'string' ? new URL(key, ORIGIN).href : key.url);
  const cache = (store: Map<string, Response>) => ({
    match: (key: Key) => Promise.resolve(store.get(url(key))?.clone()),
    put: (key: Key, response: Response) => Promise.resolve(void store.set(url(key), response)),
    keys: () => Promise.resolve([...store.keys()].map((key) => new Request(key))),
    delete: (key: Key) => Promise.resolve(store.delete(url(key))),
    addAll: (keys: string[]) => Promise.resolve(keys.forEach((key) => store.set(url(key), new Response('page')))),
  });
  const open = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    return Promise.resolve(cache(stores.get(name) ?? new Map()));
  };
  return {
    stores,
    open,
    keys: () => Promise.resolve([...stores.keys()]),
    delete: (name: string) => Promise.resolve(stores.delete(name)),
    match: (key: Key, options?: { cacheName?: string }) =>
      Promise.resolve(
        [...stores]
          .filter(([name]) => !options?.cacheName || options.cacheName === name)
          .map(([, store]) => store.get(url(key)))
          .find(Boolean)
          ?.clone(),
      ),
    /** A build's static file, kept as its worker would have. */
    keep: async (name: string, path: string, body = path) =>
      (await open(name)).put(`${ORIGIN}${path}`, new Response(body)),
  };
}

type Storage = ReturnType<typeof cacheStorage>;

type Tab = { id: string; frameType: string; postMessage: ReturnType<typeof vi.fn> };
const openTab = (id: string): Tab => ({ id, frameType: 'top-level', postMessage: vi.fn() });

/** `tabs`: the open pages (clients.matchAll), by default the one tab. */
function worker(query: string, storage: Storage = cacheStorage(), tabs?: Tab[]) {
  const listeners = new Map<string, Listener[]>();
  const addEventListener = (type: string, listener: Listener) =>
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  const skipWaiting = vi.fn(() => Promise.resolve());
  const unregister = vi.fn(() => Promise.resolve(true));
  const tab = openTab('tab');
  const open = () => tabs ?? [tab];
  const network = vi.fn((request: Request) =>
    Promise.resolve(
      request.url.includes('/missing') ? new Response('', { status: 404 }) : new Response(`network ${request.url}`),
    ),
  );
  const scope: Record<string, unknown> = {
    location: new URL(`/sw.js?${query}`, ORIGIN),
    addEventListener,
    skipWaiting,
    clients: {
      claim: vi.fn(() => Promise.resolve()),
      get: vi.fn((id: string) => Promise.resolve(open().find((client) => client.id === id) ?? null)),
      matchAll: vi.fn(() => Promise.resolve(open())),
    },
    registration: { scope: `${ORIGIN}/`, unregister },
  };
  const run = (source: string) =>
    new Function('self', 'caches', 'fetch', 'importScripts', 'addEventListener', source)(
      scope,
      storage,
      network,
      importScripts,
      addEventListener,
    );
  function importScripts(...urls: string[]) {
    urls.forEach((url) => (url === '/mockServiceWorker.js' ? run(MSW_SOURCE) : undefined));
  }
  run(SOURCE);

  /** Dispatch an event to every listener in turn; the answer given and what it waited for. */
  async function dispatch(type: string, event: Record<string, unknown> = {}): Promise<Response | undefined> {
    const waits: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    let stopped = false;
    for (const listener of listeners.get(type) ?? []) {
      if (stopped) break;
      listener({
        ...event,
        waitUntil: (promise: Promise<unknown>) => waits.push(promise),
        respondWith: (promise: Promise<Response>) => (answer = promise),
        stopImmediatePropagation: () => (stopped = true),
      });
    }
    await Promise.all(waits);
    return answer;
  }
  const get = (path: string) => dispatch('fetch', { request: new Request(`${ORIGIN}${path}`), clientId: 'tab' });
  return { scope, skipWaiting, unregister, tab, network, dispatch, get, storage };
}

describe('a new version', () => {
  it.each([
    ['live', `v=b2&${LIVE}`],
    ['sandbox (MSW’s worker imported)', 'v=b2&sandbox=1'],
  ])('of the %s build waits until the page’s Reload, then takes the open pages', async (_build, query) => {
    const { scope, skipWaiting, dispatch } = worker(query);
    await dispatch('install');
    expect(skipWaiting).not.toHaveBeenCalled();
    await dispatch('message', { data: { type: 'STATUS' } });
    expect(skipWaiting).not.toHaveBeenCalled();
    await dispatch('message', { data: { type: 'SKIP_WAITING' } });
    expect(skipWaiting).toHaveBeenCalledTimes(1);
    // A first install activates without skipping: activation claims the pages, so the first load is controlled.
    await dispatch('activate');
    expect((scope.clients as { claim: () => unknown }).claim).toHaveBeenCalled();
  });
});

describe('the sandbox’s worker', () => {
  it('stays registered when its last tab closes or reloads (MSW’s worker would unregister itself)', async () => {
    const { unregister, tab, dispatch } = worker('v=b1&sandbox=1');
    await dispatch('message', { data: 'MOCK_ACTIVATE', source: tab });
    await vi.waitFor(() => expect(tab.postMessage).toHaveBeenCalled());
    await dispatch('message', { data: 'CLIENT_CLOSE', source: tab });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unregister).not.toHaveBeenCalled();
  });

  it('keeps MSW’s list of the pages it answers through a new version’s activation', async () => {
    const storage = cacheStorage();
    const first = worker('v=b1&sandbox=1', storage);
    await first.dispatch('message', { data: 'MOCK_ACTIVATE', source: first.tab });
    const msw = (await storage.keys()).filter((name) => name.startsWith('msw:'));
    expect(msw).toHaveLength(1);
    const second = worker('v=b2&sandbox=1', storage);
    await second.dispatch('install');
    await second.dispatch('activate');
    expect(await storage.keys()).toEqual(expect.arrayContaining(msw));
  });
});

describe('an activation', () => {
  it('keeps the answers, its own caches and the previous build’s static files, and no older', async () => {
    const storage = cacheStorage();
    for (const name of ['static-b0', 'shell-b0', 'user-data', 'static-b1', 'shell-b1', 'public-data'])
      await storage.open(name);
    const second = worker(`v=b2&${LIVE}`, storage);
    await second.dispatch('install');
    await second.dispatch('activate');
    // The one tab has not said its build: it may be on b1.
    expect(await storage.keys()).toEqual(['user-data', 'static-b1', 'public-data', 'shell-b2', 'open-tabs']);

    // b2's pages fill its own static cache; at b3's activation b1's goes, b2's stays.
    await second.get('/_next/static/chunks/b2.js');
    const third = worker(`v=b3&${LIVE}`, storage);
    await third.dispatch('install');
    await third.dispatch('activate');
    expect(await storage.keys()).toEqual(['user-data', 'public-data', 'open-tabs', 'static-b2', 'shell-b3']);
  });

  it('on a first install keeps what there is of its own', async () => {
    const storage = cacheStorage();
    const first = worker('v=b1&sandbox=1', storage);
    await first.dispatch('install');
    await first.dispatch('activate');
    // MSW's worker, imported, opened its own as it started.
    expect(await storage.keys()).toEqual([`msw:active-clients:${ORIGIN}/`, 'shell-b1', 'open-tabs']);
  });

  it('keeps what is no version’s: the answers, the session’s renewals, MSW’s', async () => {
    const storage = cacheStorage();
    for (const name of ['session-renewals', 'user-data', 'public-data', 'static-b1']) await storage.open(name);
    const next = worker(`v=b2&${LIVE}`, storage);
    await next.dispatch('install');
    await next.dispatch('activate');
    expect(await storage.keys()).toEqual(expect.arrayContaining(['session-renewals', 'user-data', 'public-data']));
  });
});

describe('the tabs’ builds', () => {
  const say = (instance: ReturnType<typeof worker>, tab: Tab, build: string) =>
    instance.dispatch('message', { data: { type: 'STATUS', build }, source: tab });
  const statics = async (storage: Storage) =>
    (await storage.keys()).filter((name) => name.startsWith('static-')).sort();

  it('keep a build’s static files while a tab of it is open, through later versions, then let them go', async () => {
    const storage = cacheStorage();
    const old = openTab('old');
    const reloaded = openTab('reloaded');
    const tabs = [old, reloaded];
    const b1 = worker(`v=b1&${LIVE}`, storage, tabs);
    await b1.dispatch('activate');
    await say(b1, old, 'b1');
    await say(b1, reloaded, 'b1');
    await b1.get('/_next/static/chunks/old-screen.js');

    // Reload in one tab: b2 takes both; the tab that tapped comes back as a new page on b2.
    const b2 = worker(`v=b2&${LIVE}`, storage, tabs);
    await b2.dispatch('install');
    await b2.dispatch('activate');
    tabs.splice(1, 1, openTab('on-b2'));
    await say(b2, tabs[1]!, 'b2');
    await b2.get('/_next/static/chunks/new-screen.js');
    expect(await statics(storage)).toEqual(['static-b1', 'static-b2']);

    // b3 comes while the old tab is still open on b1: its files stay (the build before, b2's, too: a tab runs it).
    const b3 = worker(`v=b3&${LIVE}`, storage, tabs);
    await b3.dispatch('install');
    await b3.dispatch('activate');
    expect(await statics(storage)).toEqual(['static-b1', 'static-b2']);
    const answer = await b3.get('/_next/static/chunks/old-screen.js');
    expect(await answer?.text()).toBe(`network ${ORIGIN}/_next/static/chunks/old-screen.js`);
    expect(b3.network).not.toHaveBeenCalled();

    // The old tab closes, the other reloads into b3: the next page that says its build cleans up.
    tabs.splice(0, 2, openTab('on-b3'));
    await say(b3, tabs[0]!, 'b3');
    expect(await statics(storage)).toEqual(['static-b3']);
    expect([...(storage.stores.get('open-tabs')?.keys() ?? [])]).toEqual([`${ORIGIN}/__tab/on-b3`]);
  });

  it('let the build before go at an activation when every open tab said it runs another', async () => {
    const storage = cacheStorage();
    await storage.keep('static-b1', '/_next/static/chunks/a.js');
    const tab = openTab('on-b2');
    const b2 = worker(`v=b2&${LIVE}`, storage, [tab]);
    await say(b2, tab, 'b2');
    expect(await statics(storage)).toEqual([]);
  });

  it('say nothing without a build (an older page’s STATUS): nothing is recorded', async () => {
    const storage = cacheStorage();
    const b2 = worker(`v=b2&${LIVE}`, storage);
    await b2.dispatch('message', { data: { type: 'STATUS' }, source: b2.tab });
    expect(storage.stores.has('open-tabs')).toBe(false);
  });
});

describe('a hashed file', () => {
  it('a tab still on the previous build gets from that build’s cache, copied into this one’s', async () => {
    const storage = cacheStorage();
    await storage.keep('static-b1', '/_next/static/chunks/old-page.js', 'the old chunk');
    const { get, network } = worker(`v=b2&${LIVE}`, storage);
    const answer = await get('/_next/static/chunks/old-page.js');
    expect(await answer?.text()).toBe('the old chunk');
    expect(network).not.toHaveBeenCalled();
    expect(storage.stores.get('static-b2')?.has(`${ORIGIN}/_next/static/chunks/old-page.js`)).toBe(true);
  });

  it('comes from this build’s cache first, else the network, kept only when it was found', async () => {
    const storage = cacheStorage();
    await storage.keep('static-b1', '/_next/static/chunks/shared.js', 'b1’s copy');
    await storage.keep('static-b2', '/_next/static/chunks/shared.js', 'b2’s copy');
    const { get, network } = worker('v=b2&sandbox=1', storage);
    expect(await (await get('/_next/static/chunks/shared.js'))?.text()).toBe('b2’s copy');
    expect(network).not.toHaveBeenCalled();

    expect(await (await get('/_next/static/chunks/new.js'))?.text()).toBe(
      `network ${ORIGIN}/_next/static/chunks/new.js`,
    );
    expect((await get('/_next/static/chunks/missing.js'))?.status).toBe(404);
    expect([...(storage.stores.get('static-b2')?.keys() ?? [])].map((url) => new URL(url).pathname)).toEqual([
      '/_next/static/chunks/shared.js',
      '/_next/static/chunks/new.js',
    ]);
  });
});

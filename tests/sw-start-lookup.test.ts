// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * public/sw.js's answer to the start's country lookup, evaluated against a fake worker scope: a copy
 * kept within the week answers at once and the network refreshes it behind; an older one or none
 * waits for the network; offline, any kept copy answers; copies are kept per language.
 */

const SOURCE = readFileSync(join(process.cwd(), 'public/sw.js'), 'utf8');
const API = 'https://api.example.test/api/v1/';
const LOOKUP = `${API}common/country-by-code-name/jo`;
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 27, 9);

type Listener = (event: unknown) => void;

/** CacheStorage in memory: each cache a map of URL to answer (a fresh copy on every match). */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const urlOf = (key: string | Request) => (typeof key === 'string' ? key : key.url);
  const open = (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return Promise.resolve({
      put: (key: string | Request, response: Response) => Promise.resolve(void store.set(urlOf(key), response)),
      match: (key: string | Request) => Promise.resolve(store.get(urlOf(key))?.clone()),
      addAll: () => Promise.resolve(),
    });
  };
  return {
    stores,
    open,
    match: (key: string | Request, options: { cacheName: string }) =>
      open(options.cacheName).then((cache) => cache.match(key)),
    keys: () => Promise.resolve([...stores.keys()]),
    delete: (name: string) => Promise.resolve(stores.delete(name)),
  };
}

function worker(network: (request: Request) => Promise<Response>) {
  const listeners = new Map<string, Listener>();
  const caches = memoryCaches();
  const fetch = vi.fn(network);
  const scope = {
    location: {
      href: `https://app.example.test/sw.js?v=b1&api=${encodeURIComponent(API)}`,
      origin: 'https://app.example.test',
    },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    clients: { claim: () => Promise.resolve(), get: () => Promise.resolve(null) },
    skipWaiting: () => Promise.resolve(),
  };
  new Function('self', 'caches', 'fetch', 'importScripts', SOURCE)(scope, caches, fetch, () => undefined);

  /** The lookup as the page sends it; resolves the answer and, separately, what the worker went on doing. */
  async function lookup(language: string) {
    const waits: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    listeners.get('fetch')?.({
      request: new Request(LOOKUP, { headers: { 'Accept-Language': language } }),
      clientId: 'page-1',
      respondWith: (promise: Promise<Response>) => (answer = promise),
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
      stopImmediatePropagation: () => undefined,
    });
    if (!answer) throw new Error('the worker did not answer the lookup');
    const response = await answer;
    await Promise.all(waits);
    return { name: ((await response.json()) as { name: string }).name, response };
  }
  return { fetch, lookup, caches };
}

const country = (name: string, status = 200) =>
  Promise.resolve(new Response(JSON.stringify({ name }), { status, headers: { 'Content-Type': 'application/json' } }));
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the start's country lookup in the worker", () => {
  it('with nothing kept, waits for the network and keeps its answer', async () => {
    const { lookup, fetch } = worker(() => country('الأردن'));
    expect((await lookup('ar-JO')).name).toBe('الأردن');
    expect(fetch).toHaveBeenCalledTimes(1);
    // Kept: the next start answers from the copy, whatever the network says then.
    fetch.mockImplementation(() => country('Jordan (renamed)'));
    expect((await lookup('ar-JO')).name).toBe('الأردن');
  });

  it.each([
    { age: 'a minute', ms: 60_000, which: 'kept' },
    { age: 'six days', ms: 6 * DAY, which: 'kept' },
    { age: 'eight days', ms: 8 * DAY, which: 'network' },
  ])('with a copy kept $age ago, answers with the $which one', async ({ ms: age, which }) => {
    const { lookup, fetch } = worker(() => country('kept'));
    await lookup('en');
    vi.setSystemTime(NOW + age);
    fetch.mockImplementation(() => country('network'));
    expect((await lookup('en')).name).toBe(which);
    // Either way the network was asked, and its answer is the copy from now on.
    expect(fetch).toHaveBeenCalledTimes(2);
    fetch.mockImplementation(offline);
    expect((await lookup('en')).name).toBe('network');
  });

  it('offline, answers with a copy of any age, and without one fails as the network did', async () => {
    const { lookup, fetch } = worker(() => country('kept'));
    await lookup('en');
    vi.setSystemTime(NOW + 90 * DAY);
    fetch.mockImplementation(offline);
    expect((await lookup('en')).name).toBe('kept');
    await expect(lookup('ar-JO')).rejects.toThrow('Failed to fetch');
  });

  it('keeps a copy per language: the English names never answer an Arabic start', async () => {
    const { lookup, fetch } = worker(() => country('Jordan'));
    await lookup('en');
    fetch.mockImplementation(() => country('الأردن'));
    expect((await lookup('ar-JO')).name).toBe('الأردن');
    expect((await lookup('en')).name).toBe('Jordan');
  });

  it('keeps no answer but a 200', async () => {
    const { lookup, fetch } = worker(() => country('missing', 404));
    expect((await lookup('en')).response.status).toBe(404);
    fetch.mockImplementation(() => country('Jordan'));
    expect((await lookup('en')).name).toBe('Jordan');
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKER_MESSAGES } from '@/services/shared/app-worker';

/*
 * public/sw.js's API reads at a logout (FORGET_USER, store/shared/offline-copies.ts): the worker runs
 * against a fake scope and a fake Cache Storage that behaves as the spec's does (a Cache object opened
 * before its name was deleted still takes writes, but nobody finds them; opening a deleted name makes
 * it again, empty). Whatever the order of the answer, the page's delete and the message, the user's
 * answers in flight at the logout are not on the device afterwards.
 */

const SOURCE = readFileSync(join(process.cwd(), 'public/sw.js'), 'utf8');
const API = 'https://api.example.test/api/v1/';
const FEED = `${API}service-providers/job-opportunities/`;

type Listener = (event: unknown) => void;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function fakeCaches() {
  const names = new Map<string, Map<string, Response>>();
  /** Held shut by a test to act between the worker's open and its write. */
  let gate: Promise<void> = Promise.resolve();
  const storage = {
    open: vi.fn(async (name: string) => {
      await gate;
      const entries = names.get(name) ?? new Map<string, Response>();
      names.set(name, entries);
      return { put: async (url: string, response: Response) => void entries.set(url, response) };
    }),
    delete: vi.fn(async (name: string) => names.delete(name)),
    match: async (url: string, { cacheName }: { cacheName: string }) => names.get(cacheName)?.get(url),
    keys: async () => [...names.keys()],
  };
  return { storage, names, hold: (shut: Promise<void>) => (gate = shut) };
}

function worker() {
  const listeners = new Map<string, Listener[]>();
  const scope = {
    location: {
      href: `https://app.example.test/sw.js?v=b1&api=${encodeURIComponent(API)}`,
      origin: 'https://app.example.test',
    },
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    clients: { get: async () => null },
    skipWaiting: vi.fn(),
  };
  const cacheStorage = fakeCaches();
  const answers: ReturnType<typeof deferred<Response>>[] = [];
  const fetch = vi.fn(() => {
    const answer = deferred<Response>();
    answers.push(answer);
    return answer.promise;
  });
  new Function('self', 'caches', 'fetch', 'importScripts', SOURCE)(scope, cacheStorage.storage, fetch, vi.fn());

  const waits: Promise<unknown>[] = [];
  const fire = (type: string, event: Record<string, unknown>) => {
    for (const listener of listeners.get(type) ?? [])
      listener({ waitUntil: (promise: Promise<unknown>) => waits.push(promise), ...event });
  };
  /** A GET of the signed-in user's: what the worker answers the page with. */
  const read = (url = FEED) => {
    let answered: Promise<Response> | undefined;
    fire('fetch', {
      request: new Request(url, { headers: { Authorization: 'Bearer user-1' } }),
      clientId: '',
      respondWith: (answer: Promise<Response>) => (answered = answer),
      stopImmediatePropagation: () => undefined,
    });
    if (!answered) throw new Error('the worker did not answer the API read');
    return answered;
  };
  const forgetUser = async () => {
    fire('message', { data: { type: WORKER_MESSAGES.forgetUser } });
    await Promise.all(waits);
  };
  /** The page's own delete at logout (wipeOfflineCopies). */
  const pageWipe = () => Promise.all(['user-data', 'public-data'].map((name) => cacheStorage.storage.delete(name)));
  const answer = (index: number) => answers[index]!.resolve(new Response('{"results":[]}', { status: 200 }));
  return { ...cacheStorage, read, forgetUser, pageWipe, answer, fetch };
}

describe('the worker’s API reads at a logout (public/sw.js, FORGET_USER)', () => {
  it('keeps a signed-in user’s answer when no logout comes', async () => {
    const sw = worker();
    const reading = sw.read();
    sw.answer(0);
    expect((await reading).status).toBe(200);
    expect(sw.names.get('user-data')?.has(FEED)).toBe(true);
  });

  it.each([
    [
      'the message, then the page’s delete, then the answer',
      async (sw: ReturnType<typeof worker>, reading: Promise<Response>) => {
        await sw.forgetUser();
        await sw.pageWipe();
        sw.answer(0);
        await reading;
      },
    ],
    [
      'the page’s delete, then the answer (kept again), then the message',
      async (sw: ReturnType<typeof worker>, reading: Promise<Response>) => {
        await sw.pageWipe();
        sw.answer(0);
        await reading;
        await sw.forgetUser();
      },
    ],
    [
      'the answer, then the message while the worker opens the cache',
      async (sw: ReturnType<typeof worker>, reading: Promise<Response>) => {
        const shut = deferred<void>();
        sw.hold(shut.promise);
        sw.answer(0);
        await vi.waitFor(() => expect(sw.storage.open).toHaveBeenCalled());
        await sw.forgetUser();
        await sw.pageWipe();
        shut.resolve();
        await reading;
      },
    ],
  ])('an answer in flight at the logout is not on the device: %s', async (_order, logout) => {
    const sw = worker();
    // The user's feed kept earlier, and a read of it in flight.
    sw.names.set('user-data', new Map([[FEED, new Response('old')]]));
    const reading = sw.read();
    await logout(sw, reading);
    // The page still gets its answer; the device keeps nothing of the user's.
    expect((await reading).status).toBe(200);
    expect(sw.names.has('user-data')).toBe(false);
  });

  it('answers with the network’s answer when keeping it fails (a full disk), not with the old copy', async () => {
    const sw = worker();
    sw.names.set('user-data', new Map([[FEED, new Response('old')]]));
    sw.hold(Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError')));
    const reading = sw.read();
    sw.answer(0);
    expect(await (await reading).text()).toBe('{"results":[]}');
  });

  it('keeps the answers of the next user, asked for after the logout', async () => {
    const sw = worker();
    await sw.forgetUser();
    const reading = sw.read();
    sw.answer(0);
    await reading;
    expect(sw.names.get('user-data')?.has(FEED)).toBe(true);
  });
});

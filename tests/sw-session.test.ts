// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKER_MESSAGES } from '@/services/shared/app-worker';

/*
 * public/sw-session.js, the session's renewal made by a live build's worker (issue 43): run with
 * public/sw.js as the worker runs them (one global scope: sw.js imports it), against a fake scope,
 * a fake network and a Cache Storage kept across "restarts" of the worker. One refresh token goes
 * to the backend once; its rotated pair waits for the page that asks again (a reload, another tab).
 */

const SOURCE = ['public/sw.js', 'public/sw-session.js']
  .map((file) => readFileSync(join(process.cwd(), file), 'utf8'))
  .join('\n;\n');
const API = 'https://api.example.test/api/v1/';
const REFRESH = `${API}auth/token/refresh/?country=1`;

type Listener = (event: unknown) => void;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Cache Storage: kept across workers (the browser's, not the worker's). */
function fakeCaches() {
  const names = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const entries = names.get(name) ?? new Map<string, Response>();
    names.set(name, entries);
    return {
      match: async (url: string) => entries.get(url)?.clone(),
      put: async (url: string, response: Response) => void entries.set(url, response),
      delete: async (url: string) => entries.delete(url),
    };
  };
  return {
    names,
    storage: {
      open,
      delete: async (name: string) => names.delete(name),
      match: async () => undefined,
      keys: async () => [...names.keys()],
    },
  };
}

function worker(cacheStorage = fakeCaches()) {
  const listeners = new Map<string, Listener[]>();
  const scope = {
    location: {
      href: `https://app.example.test/sw.js?v=b1&api=${encodeURIComponent(API)}`,
      origin: 'https://app.example.test',
    },
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    clients: { get: async () => null, claim: async () => undefined },
    skipWaiting: vi.fn(),
  };
  const answers: ReturnType<typeof deferred<Response>>[] = [];
  const fetch = vi.fn((_url: string, _init?: RequestInit) => {
    const answer = deferred<Response>();
    answers.push(answer);
    return answer.promise;
  });
  new Function('self', 'caches', 'fetch', 'importScripts', SOURCE)(scope, cacheStorage.storage, fetch, vi.fn());

  const waits: Promise<unknown>[] = [];
  const fire = (type: string, event: Record<string, unknown>) => {
    for (const listener of listeners.get(type) ?? []) {
      let stopped = false;
      listener({
        waitUntil: (promise: Promise<unknown>) => waits.push(promise),
        stopImmediatePropagation: () => (stopped = true),
        ...event,
      });
      if (stopped) return;
    }
  };
  /** A page's `POST auth/token/refresh/` with `refresh`: what the worker answers it with. */
  const renew = (refresh: string) => {
    let answered: Promise<Response> | undefined;
    fire('fetch', {
      request: new Request(REFRESH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh }),
      }),
      clientId: '',
      respondWith: (answer: Promise<Response>) => (answered = answer),
    });
    if (!answered) throw new Error('the worker did not answer the renewal');
    return answered.then(async (response) => ({ status: response.status, body: await response.json() }));
  };
  const backendAnswers = async (index: number, status: number, body: unknown) => {
    await vi.waitFor(() => expect(answers[index]).toBeDefined());
    answers[index]!.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
  };
  const forgetUser = async () => {
    const before = waits.length;
    fire('message', { data: { type: WORKER_MESSAGES.forgetUser } });
    await Promise.all(waits.slice(before));
  };
  return { renew, backendAnswers, forgetUser, fetch, cacheStorage, settled: () => Promise.all(waits) };
}

const PAIR = { access: 'access-2', refresh: 'refresh-2' };

describe('the session’s renewal in the worker (public/sw-session.js)', () => {
  it('sends the page’s renewal from the worker, unbound from the page’s request', async () => {
    const sw = worker();
    const renewing = sw.renew('refresh-1');
    await sw.backendAnswers(0, 200, PAIR);
    await expect(renewing).resolves.toEqual({ status: 200, body: PAIR });
    const [url, init] = sw.fetch.mock.calls[0]!;
    expect(url).toBe(REFRESH);
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ refresh: 'refresh-1' }) });
    expect(init).not.toHaveProperty('signal');
  });

  it('gives a reloaded page (or another tab) the answer of the renewal its refresh token is already on', async () => {
    const sw = worker();
    // The page that sent it went away; the reloaded one sends the same refresh token.
    const gone = sw.renew('refresh-1');
    const reloaded = sw.renew('refresh-1');
    await sw.backendAnswers(0, 200, PAIR);
    await expect(reloaded).resolves.toEqual({ status: 200, body: PAIR });
    await gone;
    expect(sw.fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the rotated pair for a start after the worker was stopped', async () => {
    const sw = worker();
    const renewing = sw.renew('refresh-1');
    await sw.backendAnswers(0, 200, PAIR);
    await renewing;
    await sw.settled();
    const restarted = worker(sw.cacheStorage);
    await expect(restarted.renew('refresh-1')).resolves.toEqual({ status: 200, body: PAIR });
    expect(restarted.fetch).not.toHaveBeenCalled();
    // Keyed by a digest: the refresh token it replaced is not written down.
    const keys = [...(sw.cacheStorage.names.get('session-renewals')?.keys() ?? [])];
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('refresh-1');
  });

  it('passes a refusal on and keeps nothing of it: the next renewal asks the backend again', async () => {
    const sw = worker();
    const refused = sw.renew('refresh-1');
    await sw.backendAnswers(0, 401, { detail: 'Token is blacklisted' });
    await expect(refused).resolves.toMatchObject({ status: 401 });
    const again = sw.renew('refresh-1');
    await sw.backendAnswers(1, 200, PAIR);
    await expect(again).resolves.toEqual({ status: 200, body: PAIR });
  });

  it('keeps no pair answered after a logout, nor one kept before it', async () => {
    const sw = worker();
    const kept = sw.renew('refresh-0');
    await sw.backendAnswers(0, 200, PAIR);
    await kept;
    const inFlight = sw.renew('refresh-1');
    await sw.forgetUser();
    await sw.backendAnswers(1, 200, PAIR);
    await inFlight;
    await sw.settled();
    expect(sw.cacheStorage.names.get('session-renewals')?.size ?? 0).toBe(0);
    const afterwards = sw.renew('refresh-0');
    await sw.backendAnswers(2, 401, { detail: 'Token is blacklisted' });
    await expect(afterwards).resolves.toMatchObject({ status: 401 });
  });
});

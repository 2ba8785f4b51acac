// @vitest-environment node
import { readFileSync } from 'node:fs';
import {
  appWorkerUrl,
  startWorkerUrl,
  SWAP_GRACE_MS,
  swapToWaiting,
  WORKER_MESSAGES,
  workerToRegister,
} from './app-worker';

describe('the app worker URL (appWorkerUrl)', () => {
  it.each([
    [{ build: 'b1' }, '/sw.js?v=b1'],
    [{ build: 'b1', sandbox: true }, '/sw.js?v=b1&sandbox=1'],
    [
      { build: 'b2', apiPrefix: 'https://api.example.com/api/v1/' },
      '/sw.js?v=b2&api=https%3A%2F%2Fapi.example.com%2Fapi%2Fv1%2F',
    ],
  ])('%o → %s', (options, url) => {
    expect(appWorkerUrl(options)).toBe(url);
  });

  it('asks for the push part in a build with a VAPID key, and only there', () => {
    vi.stubEnv('NEXT_PUBLIC_VAPID_PUBLIC_KEY', 'BKey');
    expect(appWorkerUrl({ build: 'b1', sandbox: true })).toBe('/sw.js?v=b1&sandbox=1&push=1');
    vi.unstubAllEnvs();
    expect(appWorkerUrl({ build: 'b1' })).toBe('/sw.js?v=b1');
  });

  it('public/sw.js reads the same parameters and speaks the same messages', () => {
    const worker = readFileSync('public/sw.js', 'utf8');
    for (const parameter of ["get('v')", "get('api')", "get('sandbox')", "get('push')"])
      expect(worker).toContain(parameter);
    for (const message of Object.values(WORKER_MESSAGES)) expect(worker).toContain(`'${message}'`);
    expect(worker).toContain("'/sw-push.js'");
  });
});

describe('the worker a page registers as it starts (startWorkerUrl)', () => {
  const worker = (path: string) => ({ scriptURL: `https://app.example${path}` });
  const start = (registration: object | undefined) => {
    vi.stubGlobal('window', { __NEXT_DATA__: { buildId: 'page-build' } });
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: () => Promise.resolve(registration) } });
    return startWorkerUrl({ apiPrefix: 'https://api.example/' });
  };
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['no registration: this page’s build', undefined, '/sw.js?v=page-build&api=https%3A%2F%2Fapi.example%2F'],
    [
      'an older build in control: that one, never this page’s',
      { active: worker('/sw.js?v=old') },
      'https://app.example/sw.js?v=old',
    ],
    [
      'a newer build waiting for the Reload: the waiting one',
      { active: worker('/sw.js?v=old'), waiting: worker('/sw.js?v=new') },
      'https://app.example/sw.js?v=new',
    ],
    [
      'one installing: the installing one',
      { active: worker('/sw.js?v=old'), installing: worker('/sw.js?v=newer') },
      'https://app.example/sw.js?v=newer',
    ],
    [
      'someone else’s worker at the root (MSW’s alone, from next dev): this page’s build',
      { active: worker('/mockServiceWorker.js') },
      '/sw.js?v=page-build&api=https%3A%2F%2Fapi.example%2F',
    ],
  ])('%s', async (_, registration, url) => {
    await expect(start(registration)).resolves.toBe(url);
  });

  it('a refused lookup is a first install', async () => {
    vi.stubGlobal('window', { __NEXT_DATA__: { buildId: 'page-build' } });
    vi.stubGlobal('navigator', {
      serviceWorker: { getRegistration: () => Promise.reject(new Error('SecurityError')) },
    });
    await expect(startWorkerUrl({ sandbox: true })).resolves.toBe('/sw.js?v=page-build&sandbox=1');
  });
});

describe('what a page registers (workerToRegister)', () => {
  const ours = (build: string) => ({ scriptURL: `https://app.example/sw.js?v=${build}` }) as ServiceWorker;
  const none = { installing: null, waiting: null, active: null };
  beforeEach(() => vi.stubGlobal('window', { __NEXT_DATA__: { buildId: 'page-build' } }));
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['start, no registration: this page’s build', undefined, undefined, '/sw.js?v=page-build'],
    [
      'start, an older build in control: nothing (never this page’s over it)',
      { ...none, active: ours('old') },
      undefined,
      null,
    ],
    [
      'start, MSW’s worker alone (next dev): this page’s build',
      { ...none, active: { scriptURL: 'https://app.example/mockServiceWorker.js' } as ServiceWorker },
      undefined,
      '/sw.js?v=page-build',
    ],
    ['a newer build announced: that build', { ...none, active: ours('old') }, '/sw.js?v=new', '/sw.js?v=new'],
    [
      'the announced build already waiting: nothing',
      { ...none, active: ours('old'), waiting: ours('new') },
      '/sw.js?v=new',
      null,
    ],
    [
      'the announced build installing: nothing',
      { ...none, active: ours('old'), installing: ours('new') },
      '/sw.js?v=new',
      null,
    ],
    ['the announced build already in control: nothing', { ...none, active: ours('new') }, '/sw.js?v=new', null],
  ])('%s', (_, registration, wanted, url) => {
    expect(workerToRegister(registration, {}, wanted)).toBe(url);
  });
});

describe('the user’s Reload (swapToWaiting)', () => {
  const swap = () => {
    const container = new EventTarget();
    const waiting = { postMessage: vi.fn() };
    const reload = vi.fn();
    swapToWaiting(waiting, container, reload);
    return { container, waiting, reload };
  };
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells the waiting version to take over, and reloads once it has', () => {
    const { container, waiting, reload } = swap();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: WORKER_MESSAGES.skipWaiting });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    vi.advanceTimersByTime(SWAP_GRACE_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads anyway when the browser keeps the old version past the grace (the reload lets it go)', () => {
    const { container, reload } = swap();
    vi.advanceTimersByTime(SWAP_GRACE_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

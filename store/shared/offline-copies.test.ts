import { WORKER_MESSAGES } from '@/services/shared/app-worker';
import { claimOfflineCopies, OFFLINE_COPY_CACHES, wipeOfflineCopies } from './offline-copies';

/** Cache Storage as the page sees it: the names that exist. */
function fakeCaches(names: string[]): Set<string> {
  const kept = new Set(names);
  vi.stubGlobal('caches', { delete: async (name: string) => kept.delete(name) });
  return kept;
}

/** The page's service worker container: the worker controlling the page, else the registration's active one. */
function fakeWorkers({ controlled }: { controlled: boolean }) {
  const worker = { postMessage: vi.fn() };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: controlled ? worker : null,
      getRegistration: async () => ({ active: worker }),
    },
  });
  return worker;
}

describe('the offline copies (store/shared/offline-copies.ts)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('logout deletes both caches of answers and leaves the app shell', async () => {
    const kept = fakeCaches([...OFFLINE_COPY_CACHES, 'static-build1', 'shell-build1']);
    localStorage.setItem('OFFLINE_COPIES_OWNER', '7');
    await wipeOfflineCopies();
    expect([...kept]).toEqual(['static-build1', 'shell-build1']);
    expect(localStorage.getItem('OFFLINE_COPIES_OWNER')).toBeNull();
  });

  it.each([
    ['controls the page', true],
    ['is registered but does not control the page', false],
  ])(
    'logout tells the worker that %s to forget the user (answers in flight are not kept)',
    async (_case, controlled) => {
      fakeCaches([...OFFLINE_COPY_CACHES]);
      const worker = fakeWorkers({ controlled });
      await wipeOfflineCopies();
      expect(worker.postMessage).toHaveBeenCalledWith({ type: WORKER_MESSAGES.forgetUser });
    },
  );

  it('a start with the same user leaves the worker alone; another user is a logout for it', async () => {
    fakeCaches([...OFFLINE_COPY_CACHES]);
    const worker = fakeWorkers({ controlled: true });
    localStorage.setItem('OFFLINE_COPIES_OWNER', '7');
    await claimOfflineCopies(7);
    expect(worker.postMessage).not.toHaveBeenCalled();
    await claimOfflineCopies(8);
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the same user', '7', 7, true],
    ['another user', '7', 8, false],
    ['an unknown owner (an expiry cleared it)', null, 7, false],
  ])('a start with %s: copies kept %s', async (_case, owner, userId, keptAfter) => {
    const kept = fakeCaches([...OFFLINE_COPY_CACHES]);
    if (owner) localStorage.setItem('OFFLINE_COPIES_OWNER', owner);
    await claimOfflineCopies(userId);
    expect(kept.has('user-data')).toBe(keptAfter);
    expect(localStorage.getItem('OFFLINE_COPIES_OWNER')).toBe(String(userId));
  });

  it('the worker (public/sw.js and its parts) keeps its answers under the same cache names', async () => {
    const { readFileSync } = await import('node:fs');
    const worker = ['public/sw.js', 'public/sw-session.js'].map((file) => readFileSync(file, 'utf8')).join('\n');
    for (const name of OFFLINE_COPY_CACHES) expect(worker).toContain(`'${name}'`);
  });
});

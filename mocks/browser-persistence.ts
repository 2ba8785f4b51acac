import { STATE_STORAGE_KEY, STATE_VERSION, type Persistence, type SandboxState } from './shared/db';

/*
 * The browser's persistence of the sandbox state: the state in localStorage (QA reads and edits
 * SANDBOX_STATE there), a Web Lock so one tab at a time answers, and each save's revision published
 * in IndexedDB, which every tab reads alike at once: the tabs share one sandbox (mocks/shared/db.ts).
 */

export const STATE_REVISION_KEY = 'SANDBOX_STATE_REVISION';
const STATE_LOCK = 'sandbox-state';
const META = 'meta';
const REVISION = 'revision';

let opening: Promise<IDBDatabase | null> | null = null;

/** The IndexedDB store of the published revision; null where IndexedDB is missing (each tab then goes alone). */
function openMeta(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open('sandbox-state', 1);
      request.onupgradeneeded = () => request.result.createObjectStore(META);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

export const localStoragePersistence = (): Persistence => ({
  load: () => {
    try {
      const raw = window.localStorage.getItem(STATE_STORAGE_KEY);
      if (!raw) return null;
      const parsed = JSON.parse(raw) as { version?: number; state?: SandboxState };
      return parsed.version === STATE_VERSION && parsed.state ? parsed.state : null;
    } catch {
      return null;
    }
  },
  save: (state) => {
    window.localStorage.setItem(STATE_STORAGE_KEY, JSON.stringify({ version: STATE_VERSION, state }));
    window.localStorage.setItem(STATE_REVISION_KEY, `${Date.now()}-${Math.random()}`);
  },
  clear: () => {
    window.localStorage.removeItem(STATE_STORAGE_KEY);
    window.localStorage.removeItem(STATE_REVISION_KEY);
  },
  revision: () => window.localStorage.getItem(STATE_REVISION_KEY),
  latestRevision: async () => {
    const meta = await openMeta();
    if (!meta) return null;
    return new Promise((resolve) => {
      const read = meta.transaction(META).objectStore(META).get(REVISION);
      read.onsuccess = () => resolve(typeof read.result === 'string' ? read.result : null);
      read.onerror = () => resolve(null);
    });
  },
  publish: async (revision) => {
    const meta = await openMeta();
    if (!meta) return;
    await new Promise<void>((resolve) => {
      const write = meta.transaction(META, 'readwrite');
      write.objectStore(META).put(revision, REVISION);
      write.oncomplete = write.onerror = write.onabort = () => resolve();
    });
  },
  exclusive: <T>(work: () => Promise<T>): Promise<T> =>
    typeof navigator !== 'undefined' && navigator.locks
      ? (navigator.locks.request(STATE_LOCK, work) as Promise<T>)
      : work(),
});

/**
 * The bytes of the images picked for a request draft, on this device (IndexedDB: localStorage holds
 * about 5 MB in all, five photos do not fit), so a reload or the sign-in round trip keeps them.
 * Where IndexedDB is missing or refused (some private windows), they live for this tab only.
 */
const DB_NAME = 'request-draft-images';
const STORE = 'images';

const memory = new Map<string, Blob>();
let opening: Promise<IDBDatabase | null> | null = null;

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  const db = await open();
  if (!db) return undefined;
  return new Promise((resolve, reject) => {
    const request = action(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

export async function putDraftImage(id: string, blob: Blob): Promise<void> {
  memory.set(id, blob);
  await run('readwrite', (store) => store.put(blob, id)).catch(() => undefined);
}

export async function getDraftImage(id: string): Promise<Blob | undefined> {
  const kept = memory.get(id);
  if (kept) return kept;
  const stored = await run<Blob>('readonly', (store) => store.get(id)).catch(() => undefined);
  if (stored) memory.set(id, stored);
  return stored;
}

export async function deleteDraftImage(id: string): Promise<void> {
  memory.delete(id);
  await run('readwrite', (store) => store.delete(id)).catch(() => undefined);
}

/** Drops the bytes of images no longer in the draft (removed, or from a draft of another service). */
export async function pruneDraftImages(keep: readonly string[]): Promise<void> {
  for (const id of memory.keys()) if (!keep.includes(id)) memory.delete(id);
  const keys = await run<IDBValidKey[]>('readonly', (store) => store.getAllKeys()).catch(() => undefined);
  for (const key of keys ?? []) if (typeof key === 'string' && !keep.includes(key)) await deleteDraftImage(key);
}

/** Once the request is sent or the draft discarded. */
export async function clearDraftImages(): Promise<void> {
  memory.clear();
  await run('readwrite', (store) => store.clear()).catch(() => undefined);
}

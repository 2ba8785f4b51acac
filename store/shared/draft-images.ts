/**
 * The bytes of images picked for a draft, on this device (IndexedDB: localStorage holds about
 * 5 MB in all, five photos do not fit), so a reload or the sign-in round trip keeps them. One
 * store per draft (the request's, the offer's, the provider gallery's), so tidying one never drops another's.
 * Where IndexedDB is missing or refused (some private windows), they live for this tab only.
 */
const STORE = 'images';

export interface ImageStore {
  put: (id: string, blob: Blob) => Promise<void>;
  get: (id: string) => Promise<Blob | undefined>;
  delete: (id: string) => Promise<void>;
  /** Drops the bytes of images no longer in the draft. */
  prune: (keep: readonly string[]) => Promise<void>;
  /** Once the draft is sent or discarded. */
  clear: () => Promise<void>;
}

function imageStore(name: string): ImageStore {
  const memory = new Map<string, Blob>();
  let opening: Promise<IDBDatabase | null> | null = null;

  const open = (): Promise<IDBDatabase | null> => {
    opening ??= new Promise((resolve) => {
      if (typeof indexedDB === 'undefined') return resolve(null);
      try {
        const request = indexedDB.open(name, 1);
        request.onupgradeneeded = () => request.result.createObjectStore(STORE);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(null);
      } catch {
        resolve(null);
      }
    });
    return opening;
  };

  async function run<T>(
    mode: IDBTransactionMode,
    action: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T | undefined> {
    const db = await open();
    if (!db) return undefined;
    return new Promise((resolve, reject) => {
      const request = action(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
  }

  const store: ImageStore = {
    put: async (id, blob) => {
      memory.set(id, blob);
      await run('readwrite', (objects) => objects.put(blob, id)).catch(() => undefined);
    },
    get: async (id) => {
      const kept = memory.get(id);
      if (kept) return kept;
      const stored = await run<Blob>('readonly', (objects) => objects.get(id)).catch(() => undefined);
      if (stored) memory.set(id, stored);
      return stored;
    },
    delete: async (id) => {
      memory.delete(id);
      await run('readwrite', (objects) => objects.delete(id)).catch(() => undefined);
    },
    prune: async (keep) => {
      for (const id of memory.keys()) if (!keep.includes(id)) memory.delete(id);
      const keys = await run<IDBValidKey[]>('readonly', (objects) => objects.getAllKeys()).catch(() => undefined);
      for (const key of keys ?? []) if (typeof key === 'string' && !keep.includes(key)) await store.delete(key);
    },
    clear: async () => {
      memory.clear();
      await run('readwrite', (objects) => objects.clear()).catch(() => undefined);
    },
  };
  return store;
}

/** The service request draft's photos. */
export const requestImages = imageStore('request-draft-images');

/** The photos of the offer being written on a job (store/offers/offer-draft.ts). */
export const offerImages = imageStore('offer-draft-images');

/** The provider gallery being written (the onboarding wizard, my services). */
export const galleryImages = imageStore('provider-gallery-images');

/** Every draft photo store: logout and an account close empty them all (store/shared/draft-wipe.ts). */
export const DRAFT_IMAGE_STORES: readonly ImageStore[] = [requestImages, offerImages, galleryImages];

export const putDraftImage = requestImages.put;
export const getDraftImage = requestImages.get;
export const deleteDraftImage = requestImages.delete;
export const pruneDraftImages = requestImages.prune;
export const clearDraftImages = requestImages.clear;
/** A picked image: its bytes live in the device's image store (store/shared/draft-images), its URL once uploaded. */

export interface DraftImage {
  id: string;
  name: string;
  url?: string;
}

import type { KeyStore } from '@/services/api/idempotency';
import { currentOwner, isOwnerField, isShownHere, type DraftOwner } from './draft-owner';
import { readString, removeKey, writeJson, type StorageKey } from './storage';
import type { ImageStore } from './draft-images';

/**
 * A draft as kept on the device: its fields, whose it is (store/shared/draft-owner.ts; stamped on every
 * save, absent or null for a guest's) and the idempotency key of its creating call once it was
 * first sent (kept through a reload; a draft whose type carries its own key keeps that one).
 */
export type Owned<T> = T & { owner?: DraftOwner; idempotencyKey?: string };

interface DraftStoreOptions<T, S> {
  key: StorageKey;
  /** Whether a stored value has the draft's shape as saved by any version (owner and key are checked here). */
  isDraft: (value: unknown) => value is S;
  /** Brings a draft saved by an older version up to date as it is read (e.g. gives it a key). */
  migrate?: (saved: S) => T;
  /** One draft per id (the request drafts, one per service); without it, one draft at a time. */
  idOf?: (draft: T) => number | string;
  /** Where the draft's photos' bytes live, and which photos it holds. */
  images?: { store: ImageStore; of: (draft: T) => readonly { id: string }[] };
}

/** The id of a store of one draft. */
const ONE = '';

export interface DraftStore<T> {
  /** Every saved draft, whoever owns it, by id. */
  all(): Record<string, Owned<T>>;
  /** The saved draft, whoever owns it. */
  read(id?: number | string): Owned<T> | null;
  /** The saved draft if it is shown here: its owner's, or a guest's. */
  shown(id?: number | string): Owned<T> | null;
  /** Saves one draft (others' stay), stamped with its owner and keeping the key it was sent with. */
  save(draft: T, owner?: DraftOwner): void;
  /** The creating call's idempotency key, kept in the draft (useKeyedMutation's `store`). */
  keys: KeyStore;
  /** Once sent or discarded: the draft and its photos' bytes. */
  drop(id?: number | string): Promise<void>;
  /** On sign-in: the user's stay, a guest's are adopted, another user's go with their photos; resolves whether any went. */
  claim(userId: number): Promise<boolean>;
}

function hasOwnerAndKey(value: unknown): boolean {
  const { owner, idempotencyKey } = value as { owner?: unknown; idempotencyKey?: unknown };
  return isOwnerField(owner) && (idempotencyKey === undefined || typeof idempotencyKey === 'string');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One draft kind's storage: its key, shape check, migration, owner, idempotency key and photos. The
 * five drafts (request, offer, provider wizard, contact, dialogs) are instances; a sign-in claims them together
 * (store/auth/drafts.ts), logout and an account close wipe them (store/shared/draft-wipe.ts).
 */
export function createDraftStore<T extends object, S extends object = T>(
  options: DraftStoreOptions<T, S>,
): DraftStore<T> {
  const { key, idOf, images } = options;
  const migrate = options.migrate ?? ((saved: S) => saved as unknown as T);
  const valid = (value: unknown): value is S => options.isDraft(value) && hasOwnerAndKey(value);
  const idOfDraft = (draft: T) => (idOf ? String(idOf(draft)) : ONE);

  /** A malformed value is dropped as a whole, a malformed entry alone; a single draft saved before drafts were kept per id reads as its one entry. */
  function all(): Record<string, Owned<T>> {
    const raw = readString(key);
    if (raw === null) return {};
    try {
      const parsed: unknown = JSON.parse(raw);
      if (valid(parsed)) {
        const draft = migrate(parsed) as Owned<T>;
        return { [idOfDraft(draft)]: draft };
      }
      if (idOf && isRecord(parsed) && Object.values(parsed).every(isRecord)) {
        const entries = Object.entries(parsed).flatMap(([id, value]) => {
          if (!valid(value)) return [];
          const draft = migrate(value) as Owned<T>;
          return idOfDraft(draft) === id ? [[id, draft] as const] : [];
        });
        return Object.fromEntries(entries);
      }
    } catch {
      // fall through: malformed JSON is discarded below
    }
    removeKey(key);
    return {};
  }

  function write(drafts: Record<string, Owned<T>>): void {
    const values = Object.values(drafts);
    if (values.length === 0) removeKey(key);
    else writeJson(key, idOf ? drafts : values[0]);
  }

  const read = (id: number | string = ONE) => all()[String(id)] ?? null;

  function save(draft: T, owner: DraftOwner = currentOwner()): void {
    const drafts = all();
    const id = idOfDraft(draft);
    write({ ...drafts, [id]: { idempotencyKey: drafts[id]?.idempotencyKey, ...draft, owner } });
  }

  async function drop(id: number | string = ONE): Promise<void> {
    const drafts = all();
    const dropped = drafts[String(id)];
    delete drafts[String(id)];
    write(drafts);
    if (!images) return;
    // A store of one draft holds only its photos: all go, strays too.
    if (!idOf) await images.store.clear();
    else if (dropped) await Promise.all(images.of(dropped).map((image) => images.store.delete(image.id)));
  }

  async function claim(userId: number): Promise<boolean> {
    const gone = Object.entries(all()).filter(
      ([, draft]) => draft.owner !== undefined && draft.owner !== null && draft.owner !== userId,
    );
    await Promise.all(gone.map(([id]) => drop(id)));
    const kept = all();
    write(Object.fromEntries(Object.entries(kept).map(([id, draft]) => [id, { ...draft, owner: userId }])));
    return gone.length > 0;
  }

  return {
    all,
    read,
    shown: (id) => {
      const saved = read(id);
      return saved && isShownHere(saved.owner) ? saved : null;
    },
    save,
    keys: {
      get: () => read()?.idempotencyKey ?? null,
      set: (next) => {
        const saved = read();
        if (saved) write({ [ONE]: { ...saved, idempotencyKey: next ?? undefined } });
      },
    },
    drop,
    claim,
  };
}

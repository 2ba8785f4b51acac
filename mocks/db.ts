import { seedAccounts } from './data/accounts';
import { seedContent } from './data/content';
import { seedLocations } from './data/locations';
import { seedMarket } from './data/market';
import type { SandboxState } from './state';

export type { SandboxState } from './state';

export function seedState(): SandboxState {
  return {
    seq: 10_000,
    locations: seedLocations(),
    accounts: seedAccounts(),
    market: seedMarket(),
    content: seedContent(),
  };
}

/** Where the state lives between requests: localStorage in the browser, memory in tests. */
export interface Persistence {
  load(): SandboxState | null;
  save(state: SandboxState): void;
  clear(): void;
}

export const memoryPersistence = (): Persistence => {
  let saved: string | null = null;
  return {
    load: () => (saved ? (JSON.parse(saved) as SandboxState) : null),
    save: (state) => {
      saved = JSON.stringify(state);
    },
    clear: () => {
      saved = null;
    },
  };
};

/** Bump when the state's shape changes: an older saved state is then reseeded. */
export const STATE_VERSION = 3;
export const STATE_STORAGE_KEY = 'SANDBOX_STATE';

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
  save: (state) => window.localStorage.setItem(STATE_STORAGE_KEY, JSON.stringify({ version: STATE_VERSION, state })),
  clear: () => window.localStorage.removeItem(STATE_STORAGE_KEY),
});

let persistence: Persistence = memoryPersistence();
let state: SandboxState = seedState();
/** A save asked for after a read, not yet done (see `saveSoon`). */
let pendingSave: ReturnType<typeof setTimeout> | undefined;

/** How long reads' saves wait to be done as one. */
export const READ_SAVE_DELAY_MS = 500;

export const db = {
  /** The live state. Handlers change it in place; it is saved after every change and soon after a read. */
  get state(): SandboxState {
    return state;
  },
  nextId(): number {
    state.seq += 1;
    return state.seq;
  },
  usePersistence(next: Persistence): void {
    persistence = next;
    state = persistence.load() ?? seedState();
  },
  save(): void {
    clearTimeout(pendingSave);
    pendingSave = undefined;
    persistence.save(state);
  },
  /**
   * After a read: a read seldom changes the state (an expiry on the way), yet saving it all
   * (JSON of every table into localStorage) after each one cost a second of main thread in a
   * job-feed scroll. One save for a burst of reads, and `flush()` when the page goes away.
   */
  saveSoon(): void {
    if (pendingSave === undefined) pendingSave = setTimeout(() => db.save(), READ_SAVE_DELAY_MS);
  },
  /** Do a pending save now (the page is being left or reloaded). */
  flush(): void {
    if (pendingSave !== undefined) db.save();
  },
  /** Back to the seed, then apply a scenario's changes. */
  reset(apply?: (draft: SandboxState) => void): void {
    state = seedState();
    apply?.(state);
    persistence.save(state);
  },
};

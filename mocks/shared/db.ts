import { seedAccounts } from '../data/auth/accounts';
import { openingTopUps } from '../data/balance/ledger';
import { buildCatalogue } from '../data/catalogue/question-flows';
import { seedContent } from '../data/content/content';
import { seedNotifications } from '../data/notifications/notifications';
import { seedOffers } from '../data/offers/offers';
import { seedProviders } from '../data/provider-account/providers';
import { seedReports } from '../data/provider-profile/reports';
import { seedRequests } from '../data/requests/requests';
import { seedRatings } from '../data/reviews/ratings';
import { seedLocations } from '../data/shared/locations';
import type { MarketSlice, SandboxState } from './state';

export type { SandboxState } from './state';

/** The marketplace as seeded: each domain's seed from its folder of data/. */
function seedMarket(): MarketSlice {
  const catalogue = buildCatalogue();
  const providers = seedProviders();
  return {
    ...catalogue,
    providers,
    dismissedJobs: [],
    payments: [],
    ledger: openingTopUps(providers),
    requests: seedRequests(catalogue.questions),
    offers: seedOffers(),
    ratings: seedRatings(),
    reports: seedReports(),
    notifications: seedNotifications(),
  };
}

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
  /**
   * Which save the stored state is: another tab's save changes it. The browser's tabs share one sandbox
   * (one backend), so a tab whose copy is older takes the stored one before it answers (`db.sync`).
   */
  revision?(): string | null;
  /**
   * The revision the last save of any tab published, read where every tab sees the same at once
   * (IndexedDB; a tab's copy of localStorage may lag another tab's write by a moment).
   */
  latestRevision?(): Promise<string | null>;
  publish?(revision: string): Promise<void>;
  /** Run `work` alone among the tabs sharing the state (a Web Lock), so no tab's save undoes another's. */
  exclusive?<T>(work: () => Promise<T>): Promise<T>;
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

let persistence: Persistence = memoryPersistence();
let state: SandboxState = seedState();
/** The stored revision this tab's state is (it loaded it or saved it). */
let revision: string | null = null;
/** A save asked for after a read, not yet done (see `saveSoon`). */
let pendingSave: ReturnType<typeof setTimeout> | undefined;
/** The saves' revisions on their way to `publish`, in order. */
let publishing: Promise<void> = Promise.resolve();

/** How long a tab waits for its copy of localStorage to catch up with another tab's save. */
const CATCH_UP_MS = 1000;

/** Whether another tab saved since this one loaded or saved. */
const savedElsewhere = (): boolean => (persistence.revision?.() ?? revision) !== revision;

function cancelPendingSave(): void {
  clearTimeout(pendingSave);
  pendingSave = undefined;
}

function saveNow(): void {
  cancelPendingSave();
  persistence.save(state);
  revision = persistence.revision?.() ?? null;
  const saved = revision;
  const { publish } = persistence;
  if (saved !== null && publish) publishing = publishing.then(() => publish(saved)).catch(() => undefined);
}

function takeStored(): void {
  cancelPendingSave();
  state = persistence.load() ?? seedState();
  revision = persistence.revision?.() ?? null;
}

/** Before a call: the state the last save of any tab published, once this tab's localStorage holds it. */
async function takeLatest(): Promise<void> {
  const latest = await persistence.latestRevision?.();
  if (!latest || latest === revision) return;
  for (let waited = 0; persistence.revision?.() !== latest && waited < CATCH_UP_MS; waited += 10) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  takeStored();
}

/**
 * A read's late save, alone among the tabs: unless another tab saved meanwhile (its state is newer; a
 * read's own change, an expiry, comes again), which `exclusive` takes first and drops this save.
 */
function savePending(): void {
  void db.exclusive(async () => {
    if (pendingSave !== undefined) saveNow();
  });
}

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
    cancelPendingSave();
    persistence = next;
    state = persistence.load() ?? seedState();
    revision = persistence.revision?.() ?? null;
  },
  save(): void {
    saveNow();
  },
  /**
   * Take the state another tab saved since (a logout there ends the session here too); called before
   * every answer and every QA lever. A read's save still pending here is dropped: it would undo theirs.
   */
  sync(): void {
    if (savedElsewhere()) takeStored();
  },
  /**
   * Run a call's work alone among the tabs (mocks/shared/http.ts `route`), from the state the last tab saved,
   * and hold the others until what it saved is published.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const { exclusive } = persistence;
    if (!exclusive) {
      db.sync();
      return work();
    }
    return exclusive(async () => {
      await takeLatest();
      try {
        return await work();
      } finally {
        await publishing;
      }
    });
  },
  /**
   * After a read: a read seldom changes the state (an expiry on the way), yet saving it all
   * (JSON of every table into localStorage) after each one cost a second of main thread in a
   * job-feed scroll. One save for a burst of reads, and `flush()` when the page goes away.
   */
  saveSoon(): void {
    if (pendingSave === undefined) pendingSave = setTimeout(savePending, READ_SAVE_DELAY_MS);
  },
  /** The page is being left or reloaded: do a pending save now, where no other tab shares the state. */
  flush(): void {
    if (pendingSave === undefined) return;
    // Tabs sharing the state drop it: saved now, outside their lock, from a copy of localStorage that may
    // not hold another tab's last save yet, it could undo that save (a logout). A read's change, an
    // expiry, is worked out again on the next call.
    if (persistence.exclusive) cancelPendingSave();
    else if (savedElsewhere()) takeStored();
    else saveNow();
  },
  /** Back to the seed, then apply a scenario's changes. */
  reset(apply?: (draft: SandboxState) => void): void {
    state = seedState();
    apply?.(state);
    saveNow();
  },
};

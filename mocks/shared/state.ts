import type { AccountsSlice } from '../data/accounts';
import type { ContentSlice } from '../data/content';
import type { LocationsSlice } from '../data/locations';
import type { MarketSlice } from '../data/market';
import type { PushSlice } from '../data/push';

/**
 * The sandbox backend's whole state: plain JSON, so it can be saved and restored.
 * Its own module (types only), so the seeds, the scenarios and db.ts all read it
 * without importing one another.
 */
export interface SandboxState {
  /** The last id handed out, shared by every table so ids never clash. */
  seq: number;
  locations: LocationsSlice;
  accounts: AccountsSlice;
  market: MarketSlice;
  content: ContentSlice;
  /** Push subscriptions, preferences and the pushes sent (mocks/tables/push.ts); absent in an older saved state. */
  push?: PushSlice;
  /** Idempotency keys' first answers by scoped key (mocks/shared/idempotency.ts); absent in an older saved state. */
  idempotency?: Record<string, RememberedAnswer>;
}

/** A POST's `Idempotency-Key` first answer, kept in the sandbox state (it survives reloads) for 24 hours (mocks/shared/idempotency.ts). */
export interface RememberedAnswer {
  /** When it was answered (sandbox clock, ISO). */
  at: string;
  /** The request body it answered: the same key with another body is refused. */
  body: string;
  status: number;
  /** The answer's JSON text; empty for a 204. */
  answer: string;
}

/** A named change to the seed (mocks/scenarios/). */
export type Scenario = (state: SandboxState) => void;

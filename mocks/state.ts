import type { AccountsSlice } from './data/accounts';
import type { ContentSlice } from './data/content';
import type { LocationsSlice } from './data/locations';
import type { MarketSlice } from './data/market';
import type { PushSlice } from './data/push';
import type { RememberedAnswer } from './idempotency';

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
  /** Idempotency keys' first answers by scoped key (mocks/idempotency.ts); absent in an older saved state. */
  idempotency?: Record<string, RememberedAnswer>;
}

/** A named change to the seed (mocks/scenarios/). */
export type Scenario = (state: SandboxState) => void;

import type { AccountsSlice } from '../data/auth/accounts';
import type { SandboxMovement } from '../data/balance/ledger';
import type { SandboxPayment } from '../data/balance/payments';
import type { SandboxCategory, SandboxQuestion } from '../data/catalogue/question-flows';
import type { ContentSlice } from '../data/content/content';
import type { DismissedJob } from '../data/jobs/dismissed-jobs';
import type { SandboxNotification } from '../data/notifications/notifications';
import type { PushSlice } from '../data/notifications/push';
import type { SandboxOffer } from '../data/offers/offers';
import type { SandboxProviderProfile } from '../data/provider-account/providers';
import type { SandboxReport } from '../data/provider-profile/reports';
import type { SandboxRequest } from '../data/requests/requests';
import type { SandboxRating } from '../data/reviews/ratings';
import type { LocationsSlice } from '../data/shared/locations';
import type { SubService } from '../data/shared/records';

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
  /** Push subscriptions, preferences and the pushes sent (mocks/tables/notifications/push.ts); absent in an older saved state. */
  push?: PushSlice;
  /** Idempotency keys' first answers by scoped key (mocks/shared/idempotency.ts); absent in an older saved state. */
  idempotency?: Record<string, RememberedAnswer>;
}

/** The marketplace slice: each table's records are typed and seeded in their domain's folder of data/. */
export interface MarketSlice {
  categories: SandboxCategory[];
  subServices: SubService[];
  questions: SandboxQuestion[];
  providers: SandboxProviderProfile[];
  requests: SandboxRequest[];
  offers: SandboxOffer[];
  dismissedJobs: DismissedJob[];
  ratings: SandboxRating[];
  reports: SandboxReport[];
  notifications: SandboxNotification[];
  /** Balance top-ups (designed); absent in a state saved before they existed. */
  payments?: SandboxPayment[];
  /** Every movement of a provider's balance (designed); absent in a state saved before it existed. */
  ledger?: SandboxMovement[];
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

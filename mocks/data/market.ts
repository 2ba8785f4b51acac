import type { AccountType, Localized } from '@/services/api/types';
import type { CatalogueIcon } from '@/services/catalogue';
import type { OfferStatus, RejectionSource } from '@/services/lifecycle/offer';
import type { RequestStatus } from '@/services/lifecycle/request';
import type { NotificationKind } from '@/services/notifications';
import type { ReportReason } from '@/services/provider-profile';
import type { ClientCriterion, ProviderCriterion, RatingDirection } from '@/services/reviews';
import type { Timing } from '@/services/shared/request-timing';
import { seedActivity } from './activity';
import { seedProviders } from './providers';
import { buildCatalogue } from './question-flows';
import type { SandboxAddress } from './accounts';
import type { Question, QuestionOption, SubService } from './records';

/* The marketplace tables' records as the sandbox stores them, and their seed. */

/** A main category as stored: its sub-services live in their own table. */
export interface SandboxCategory extends Localized<'name'>, Localized<'description'> {
  id: number;
  icon: CatalogueIcon;
}

export interface SandboxOption extends QuestionOption {
  /** Branching: this answer jumps to that question (overrides the question's `next_question`). */
  next_question: number | null;
}

export interface SandboxQuestion extends Omit<Question, 'options'> {
  options: SandboxOption[];
  /** The question that follows whatever the answer; null on the last one. */
  next_question: number | null;
  /** Order within the flow (the first has the lowest). */
  position: number;
}

export interface SandboxProviderProfile {
  id: number;
  user: number;
  account_type: AccountType;
  main_category: number | null;
  sub_services: number[];
  description: string;
  gallery: string[];
  languages: string[];
  city: number | null;
  covered_areas: number[];
  paused_until: string | null;
  location_changed_at: string | null;
  /** JOD */
  balance: number;
  /** The clock day (YYYY-MM-DD) `free_offers_used` counts for. */
  free_offers_day: string;
  free_offers_used: number;
  /** The daily spending limit in whole JOD (docs/api/marketplace.md "Spending limit"); absent or null: none. */
  daily_spend_cap?: number | null;
  created_at: string;
}

export interface SandboxRequest {
  id: number;
  client: number;
  sub_service: number;
  /** A copy of the client's address when the request was made. */
  address: SandboxAddress;
  timing: Timing;
  answers: Record<string, string | number | number[] | null>;
  comment: string;
  images: string[];
  status: RequestStatus;
  status_reason: string | null;
  invited_providers: number[];
  created_at: string;
  hired_at: string | null;
}

export interface SandboxOffer {
  id: number;
  request: number;
  provider: number;
  price: number;
  details: string;
  images: string[];
  proposed_date: string | null;
  status: OfferStatus;
  rejection_source: RejectionSource | null;
  rejection_reason: string | null;
  /** Paid from the day's free offers or from the balance. */
  paid_with: 'free' | 'balance';
  /** JOD taken from the balance for it (0: free); absent in a state saved before the ledger. */
  charged?: number;
  /** When it was credited back, unseen (docs/api/marketplace.md "Credit back"). */
  credited_at?: string | null;
  created_at: string;
  /** First opened by the request's owner (docs/api/marketplace.md "Receipts"); absent in an older saved state. */
  seen_at?: string | null;
  /** First WhatsApp tap by the request's owner. */
  contacted_at?: string | null;
  /** The price before its provider last changed it (PATCH offers/{id}/); absent: never changed. */
  previous_price?: number | null;
  /** When its provider last changed it; absent: never. */
  edited_at?: string | null;
}

/** A job a provider hid (reversible) or deleted from the opportunities. */
export interface DismissedJob {
  provider: number;
  request: number;
  action: 'hide' | 'delete';
  reason: string;
  at: string;
}

export interface SandboxRating {
  id: number;
  request: number;
  direction: RatingDirection;
  rater: number;
  rated: number;
  scores: Partial<Record<ClientCriterion | ProviderCriterion, number>>;
  experience: string;
  created_at: string;
}

export interface SandboxReport {
  id: number;
  reporter: number;
  reported_user: number;
  request: number | null;
  reason: ReportReason;
  explanation: string;
  created_at: string;
}

export interface SandboxNotification extends Localized<'title'>, Localized<'body'> {
  id: number;
  user: number;
  kind: NotificationKind;
  request: number | null;
  offer: number | null;
  is_read: boolean;
  created_at: string;
}

/** The marketplace slice: catalogue, questions, requests, offers, ratings, reports, notifications. */
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

/** One movement of a provider's balance: a top-up, a paid offer, a credit back (signed JOD). */
export interface SandboxMovement {
  id: number;
  provider: number;
  kind: 'top_up' | 'offer_paid' | 'credit';
  amount: number;
  balance_after: number;
  request: number | null;
  offer: number | null;
  created_at: string;
}

/** A top-up started by a provider, settled by the simulated payment page. */
export interface SandboxPayment {
  id: string;
  provider: number;
  amount: number;
  status: 'pending' | 'paid' | 'failed' | 'cancelled';
  created_at: string;
}

/** A seeded balance came from a top-up when the profile was made: the history adds up to it. */
function openingTopUps(providers: SandboxProviderProfile[]): SandboxMovement[] {
  return providers
    .filter((profile) => profile.balance > 0)
    .map((profile, index) => ({
      id: 9_900 + index,
      provider: profile.user,
      kind: 'top_up',
      amount: profile.balance,
      balance_after: profile.balance,
      request: null,
      offer: null,
      created_at: profile.created_at,
    }));
}

export function seedMarket(): MarketSlice {
  const catalogue = buildCatalogue();
  const providers = seedProviders();
  return {
    ...catalogue,
    providers,
    dismissedJobs: [],
    payments: [],
    ledger: openingTopUps(providers),
    ...seedActivity(catalogue.questions),
  };
}

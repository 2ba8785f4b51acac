import type { Kind } from '@/services/notifications';
import { LIMITS } from '@/services/shared/limits';
import { createRequest, requestById, userByEmail, type NewRequest } from './sandbox-create';
import { scenarios } from './scenarios';
import { clock } from './shared/clock';
import {
  isSandboxProfile,
  SANDBOX_PROFILES,
  sandboxControl,
  type FaultRule,
  type SandboxProfile,
} from './shared/control';
import { db, type SandboxState } from './shared/db';
import { pushNotification, subscriptionsOf } from './shared/realtime';
import { expireSessions } from './tables/auth/sessions';
import { placePaidOffer } from './tables/balance/charges';
import { sweepCredits } from './tables/balance/credits';
import { moveBalance } from './tables/balance/ledger';
import { pushSlice, sendPush } from './tables/notifications/push';
import { hireOffer, placeOffer } from './tables/offers/offer-moves';
import { markSeen } from './tables/offers/receipts';
import { completeWork } from './tables/requests/request-moves';
import type { InboxMessage } from './data/auth/inbox';
import type { SandboxPush } from './data/notifications/push';
import type { SandboxProviderProfile } from './data/provider-account/providers';

/** The levers a test, or a person in the devtools console, can pull: `window.__sandbox`. */
export interface SandboxApi {
  reset(): void;
  scenario(name: string): void;
  fail(rule: FaultRule): void;
  clearFaults(): void;
  /**
   * Play another backend from the next call on, kept across reloads and resets: `minimal` sends only
   * what the spec documents and the app requires (mocks/README.md "The minimal profile"), `full` our
   * whole contract. Reload the app to start against it. Without a name: the one played now.
   */
  profile(name?: SandboxProfile): SandboxProfile;
  /**
   * Move the sandbox's clock (e.g. 31 days ahead to test the once-a-month rules); the rules that run on
   * time run then: paid offers unseen for 48 hours are credited back (docs/api/marketplace.md "Credit back").
   */
  advanceClock(ms: number): void;
  /** Every access token expires now, refresh tokens stay: the app's next call refreshes silently and succeeds. */
  expireAccessTokens(): void;
  /** Every access and refresh token expires now: the app's next call ends in the session-expired path (spec §4). */
  expireSessions(): void;
  state(): SandboxState;
  scenarios(): string[];
  /** Every OTP and emailed link the sandbox "sent", oldest first. */
  inbox(): InboxMessage[];
  /** Push a notification over the socket to the user's open tabs (returns how many got it). */
  notify(userId: number, text: string): number;
  /** How many of the user's (by email) open tabs have the socket subscribed: a frame sent now reaches them. */
  listening(email: string): number;
  /**
   * Send a Web Push to every device the user (by email) subscribed, as the backend would for this kind
   * (docs/api/marketplace.md "Push"): refused by the user's switches and quiet hours as a real one is.
   * In the browser each is handed to the page's service worker (`sandbox-push`). Returns those sent.
   */
  push(
    email: string,
    event?: { kind?: Kind; title?: string; body?: string; request?: number; offer?: number },
  ): SandboxPush[];
  /** Every push sent so far (the user's by email, or all), oldest first. */
  pushes(email?: string): SandboxPush[];
  /**
   * A provider (by email) sends an offer on a request, as `POST requests/{id}/offers/` would (no
   * quota taken): the request moves on and its owner is notified over the socket. Returns its id.
   * `{ paid: true }`: paid from the balance (one offer's cost, a ledger row), whatever free ones are left.
   */
  sendOffer(
    requestId: number,
    providerEmail: string,
    offer: { price: number; details?: string; proposed_date?: string | null },
    options?: { paid?: boolean },
  ): number;
  /**
   * The request's owner opens its offers, as `GET requests/{id}/offers/` would: each offer not seen
   * yet is stamped `seen_at` and its provider told over the socket (a quiet frame).
   */
  openOffers(requestId: number): void;
  /** Set a provider's (by email) balance in JOD, as a top-up (or a charge) of the difference would leave it. */
  setBalance(providerEmail: string, amount: number): void;
  /** The request's owner hires this provider's (by email) pending offer, as `POST offers/{id}/hire/` would. Returns the offer id. */
  hire(requestId: number, providerEmail: string): number;
  /** The request's owner marks the hired work completed, as `POST requests/{id}/complete/` would: the hired provider is told over the socket. */
  complete(requestId: number): void;
  /** Build what a test needs instead of naming seed ids (mocks/sandbox-create.ts). */
  create: {
    /** A request of a client (by email), with its invitations, offers, hire and completion; returns its id. */
    request(spec: NewRequest): number;
  };
}

/** A test push's title when none is given. */
const SANDBOX_PUSH_TITLE: [string, string] = ['إشعار تجريبي', 'A test notification'];

/** The levers that only read, leave the state alone (faults, the clock) or save it themselves. */
const NO_SAVE = new Set([
  'state',
  'scenarios',
  'inbox',
  'pushes',
  'reset',
  'scenario',
  'fail',
  'clearFaults',
  'request',
]);

function providerProfile(email: string): SandboxProviderProfile {
  const user = userByEmail(email);
  const profile = db.state.market.providers.find((item) => item.user === user.id);
  if (!profile) throw new Error(`${email} has no provider profile`);
  return profile;
}

/**
 * Each lever first takes the state another tab saved (mocks/shared/db.ts `sync`) and saves what it changed at
 * once: every tab drives the one sandbox.
 */
function synced<T extends object>(levers: T): T {
  return Object.fromEntries(
    Object.entries(levers).map(([name, lever]) => [
      name,
      typeof lever === 'function'
        ? (...args: unknown[]) => {
            db.sync();
            const result: unknown = (lever as (...values: unknown[]) => unknown)(...args);
            if (!NO_SAVE.has(name)) db.save();
            return result;
          }
        : synced(lever as object),
    ]),
  ) as T;
}

export function createSandboxApi(): SandboxApi {
  return synced<SandboxApi>({
    reset: () => {
      sandboxControl.clear();
      db.reset();
    },
    // `a+b` applies scenario a, then b.
    scenario: (name) => {
      const applies = name.split('+').map((part) => {
        const apply = scenarios[part];
        if (!apply) throw new Error(`Unknown sandbox scenario "${part}". Known: ${Object.keys(scenarios).join(', ')}`);
        return apply;
      });
      db.reset((state) => applies.forEach((apply) => apply(state)));
    },
    fail: (rule) => sandboxControl.fail(rule),
    clearFaults: () => sandboxControl.clear(),
    profile: (name) => {
      if (name !== undefined && !isSandboxProfile(name))
        throw new Error(`Unknown sandbox profile "${String(name)}". Known: ${SANDBOX_PROFILES.join(', ')}`);
      if (name !== undefined) sandboxControl.setProfile(name);
      return sandboxControl.profile;
    },
    advanceClock: (ms) => {
      sandboxControl.setClockOffset(sandboxControl.state.clockOffsetMs + ms);
      sweepCredits(clock.now());
    },
    expireAccessTokens: () => {
      expireSessions('access');
    },
    expireSessions: () => {
      expireSessions('both');
    },
    state: () => structuredClone(db.state),
    scenarios: () => Object.keys(scenarios),
    inbox: () => structuredClone(db.state.accounts.inbox),
    notify: (userId, text) => pushNotification(userId, text),
    listening: (email) => subscriptionsOf(userByEmail(email).id),
    push: (email, { kind = 'general', title, body, request, offer } = {}) =>
      structuredClone(
        sendPush(userByEmail(email).id, {
          kind,
          title: title ? [title, title] : SANDBOX_PUSH_TITLE,
          body: body ? [body, body] : ['', ''],
          request,
          offer,
        }),
      ),
    pushes: (email) => {
      const user = email === undefined ? null : userByEmail(email).id;
      return structuredClone(pushSlice().sent.filter((push) => user === null || push.user === user));
    },
    sendOffer: (requestId, providerEmail, { price, details = '', proposed_date = null }, { paid = false } = {}) => {
      const provider = userByEmail(providerEmail);
      const place = (paidWith: 'free' | 'balance') =>
        placeOffer(requestById(requestId), provider.id, { price, details, images: [], proposed_date }, paidWith);
      if (!paid) return place('free').id;
      return placePaidOffer(providerProfile(providerEmail), LIMITS.offerCostJod, place).id;
    },
    openOffers: (requestId) => {
      const request = requestById(requestId);
      markSeen(
        db.state.market.offers.filter((offer) => offer.request === requestId),
        request.client,
        request,
      );
    },
    setBalance: (providerEmail, amount) => {
      const profile = providerProfile(providerEmail);
      if (amount !== profile.balance) moveBalance(profile, 'top_up', amount - profile.balance);
    },
    hire: (requestId, providerEmail) => {
      const provider = userByEmail(providerEmail);
      const request = requestById(requestId);
      const offer = db.state.market.offers.find(
        (item) => item.request === requestId && item.provider === provider.id && item.status === 'pending',
      );
      if (!offer) throw new Error(`${providerEmail} has no pending offer on request ${requestId}`);
      hireOffer(offer, request);
      return offer.id;
    },
    complete: (requestId) => {
      completeWork(requestById(requestId), 'client');
    },
    create: { request: createRequest },
  });
}

import type { Timing } from '@/services/shared/request-timing';
import { SUB } from './data/catalogue/catalogue';
import { requestRecord, sampleAnswers } from './data/requests/requests';
import { CLIENT_ADDRESSES } from './data/settings/addresses';
import { daysAgo } from './shared/clock';
import { db } from './shared/db';
import { hireOffer, moveOffer, placeOffer } from './tables/offers/offer-moves';
import { afterOfferLeft, completeWork } from './tables/requests/request-moves';
import type { SandboxRequest } from './data/requests/requests';

/*
 * Builders for the world a test (or QA) needs, made through the sandbox's own tables and
 * lifecycle, so a test names what it built instead of a seed id. `window.__sandbox.create`
 * (mocks/sandbox-api.ts) exposes them to e2e and the devtools console.
 */

export function requestById(id: number): SandboxRequest {
  const request = db.state.market.requests.find((item) => item.id === id);
  if (!request) throw new Error(`No sandbox request ${id}`);
  return request;
}

export function userByEmail(email: string) {
  const user = db.state.accounts.users.find((item) => item.email === email);
  if (!user) throw new Error(`No sandbox user ${email}`);
  return user;
}

/** An offer on a new request: a provider (by email), the price and, optionally, the details and date. */
export interface NewOffer {
  provider: string;
  price: number;
  details?: string;
  proposed_date?: string | null;
  /** The provider then withdrew it (rejected, by the provider). */
  withdrawn?: boolean;
}

/** A request as `POST requests/` would make it, then moved on as its parties would move it. */
export interface NewRequest {
  /** The owner (by email); the request goes to their first saved address, or a home in Amman. */
  client: string;
  /** Default: leak repair. */
  subService?: number;
  /** Default: urgent. */
  timing?: Timing;
  comment?: string;
  /** How many days ago it was made (default 0: now); a list shows the newest first. */
  ageDays?: number;
  /** Photo URLs (sandbox paths such as `/sandbox/requests/leak-1.jpg`). */
  images?: string[];
  /** Providers (by email) the owner invited to send an offer. */
  invite?: string[];
  /** Offers sent on it, in this order (no free offer or balance taken). */
  offers?: NewOffer[];
  /** The owner hires this provider's (by email) offer. */
  hire?: string;
  /** Then marks the hired work completed. */
  completed?: boolean;
}

/** Makes the request (and its offers, hire and completion) and returns its id. */
export function createRequest(spec: NewRequest): number {
  const client = userByEmail(spec.client);
  const address = db.state.accounts.addresses.find((item) => item.user_id === client.id) ?? {
    ...CLIENT_ADDRESSES.home,
    user_id: client.id,
  };
  const subService = spec.subService ?? SUB.leakRepair;
  const comment = spec.comment ?? 'Built by a test.';
  const request = requestRecord({
    id: db.nextId(),
    client: client.id,
    sub_service: subService,
    address: { ...address },
    timing: spec.timing ?? 'urgent',
    answers: sampleAnswers(db.state.market.questions, subService, comment),
    comment,
    images: spec.images ?? [],
    invited_providers: (spec.invite ?? []).map((email) => userByEmail(email).id),
    created_at: daysAgo(spec.ageDays ?? 0),
  });
  db.state.market.requests.push(request);
  const offers = (spec.offers ?? []).map(({ provider, price, details = '', proposed_date = null, withdrawn }) => {
    const offer = placeOffer(request, userByEmail(provider).id, { price, details, images: [], proposed_date }, 'free');
    if (withdrawn) {
      moveOffer(offer, 'withdraw', 'provider');
      afterOfferLeft(request);
    }
    return offer;
  });
  if (spec.hire !== undefined) {
    const hired = userByEmail(spec.hire).id;
    const offer = offers.find((item) => item.provider === hired);
    if (!offer) throw new Error(`${spec.hire} sent no offer on the new request`);
    hireOffer(offer, request);
  }
  if (spec.completed) completeWork(request, 'client');
  db.save();
  return request.id;
}

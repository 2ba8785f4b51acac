import type { OfferStatus } from '@/services/lifecycle/offer';
import type { RequestStatus } from '@/services/lifecycle/request';
import { SUB } from '../data/catalogue/catalogue';
import { offerRecord } from '../data/offers/offers';
import { requestRecord, sampleAnswers } from '../data/requests/requests';
import { CLIENT_ADDRESSES } from '../data/settings/addresses';
import { DEMO_USER_IDS } from '../data/shared/ids';
import { daysAgo, daysAhead } from '../shared/clock';
import type { SandboxState, Scenario } from '../shared/state';

const { client, provider: omar } = DEMO_USER_IDS;

/** The sizes of the long-list scenarios: each is past one page (20) of the lists it fills. */
export const LIST_SCENARIO_SIZES = { offers: 30, scheduledWorks: 25, openRequests: 25 } as const;

/** A request of client@ from her home address, `ageDays` old; returns its id. */
function addRequest(state: SandboxState, status: RequestStatus, ageDays: number, description: string): number {
  state.seq += 1;
  state.market.requests.push(
    requestRecord({
      id: state.seq,
      client,
      sub_service: SUB.leakRepair,
      address: { ...CLIENT_ADDRESSES.home },
      timing: 'within_two_weeks',
      answers: sampleAnswers(state.market.questions, SUB.leakRepair, description),
      comment: description,
      status,
      created_at: daysAgo(ageDays),
      hired_at: status === 'provider_hired' ? daysAgo(ageDays / 2) : null,
    }),
  );
  return state.seq;
}

function addOffer(
  state: SandboxState,
  request: number,
  provider: number,
  price: number,
  status: OfferStatus,
  proposedDate: string | null,
): void {
  state.seq += 1;
  state.market.offers.push(
    offerRecord({
      id: state.seq,
      request,
      provider,
      price,
      status,
      proposed_date: proposedDate,
      created_at: daysAgo(0.5),
    }),
  );
}

/**
 * A plumber like Omar (same services and areas), signed in with `plumber<n>@sandbox.test` and the
 * demo password; shown as "فني رقم <n>". Returns the user id.
 */
function addPlumber(state: SandboxState, n: number): number {
  const omarUser = state.accounts.users.find((user) => user.id === omar);
  const omarProfile = state.market.providers.find((profile) => profile.user === omar);
  if (!omarUser || !omarProfile) throw new Error('The seed lost provider@');
  state.seq += 1;
  const id = state.seq;
  state.accounts.users.push({
    ...omarUser,
    id,
    profile_id: id,
    first_name: 'فني',
    last_name: `رقم ${n}`,
    email: `plumber${n}@sandbox.test`,
    phone_number: `+96278${String(9000000 + n)}`,
    last_phone_change: null,
  });
  state.market.providers.push({
    ...omarProfile,
    id,
    user: id,
    gallery: [],
    paused_until: null,
    created_at: daysAgo(30 + n),
  });
  return id;
}

/** Long lists (README: QA guide), each past the first page of 20. */
export const listScenarios: Record<string, Scenario> = {
  /** client@'s newest request (leak repair) has 30 pending offers, each from its own plumber, price 100 + n JOD, oldest first. */
  'many-offers': (state) => {
    const request = addRequest(state, 'offers_received', 0.1, 'طلب بعروض كثيرة: تسريب في الحمّام.');
    for (let n = 1; n <= LIST_SCENARIO_SIZES.offers; n += 1)
      addOffer(state, request, addPlumber(state, n), 100 + n, 'pending', null);
  },
  /** provider@ (Omar) is hired on 25 of client@'s requests, the nth scheduled n days ahead. */
  'many-scheduled-works': (state) => {
    for (let n = 1; n <= LIST_SCENARIO_SIZES.scheduledWorks; n += 1) {
      const request = addRequest(state, 'provider_hired', 10 + n, `عمل مجدول رقم ${n}.`);
      addOffer(state, request, omar, 50 + n, 'hired', daysAhead(n));
    }
  },
  /** client@ has 25 more open requests (leak repair, no offers yet), the 25th the oldest. */
  'many-open-requests': (state) => {
    for (let n = 1; n <= LIST_SCENARIO_SIZES.openRequests; n += 1)
      addRequest(state, 'open', 1 + n, `طلب مفتوح رقم ${n}.`);
  },
};

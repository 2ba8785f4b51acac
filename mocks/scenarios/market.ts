import { LIMITS } from '@/services/shared/limits';
import { TIMINGS } from '@/services/shared/request-timing';
import { SUB } from '../data/catalogue/catalogue';
import { offerRecord } from '../data/offers/offers';
import { requestRecord, sampleAnswers } from '../data/requests/requests';
import { CLIENT_ADDRESSES } from '../data/settings/addresses';
import { DEMO_USER_IDS } from '../data/shared/ids';
import { clock, DAY_MS, dayOf, daysAgo } from '../shared/clock';
import type { SandboxState, Scenario } from '../shared/state';

const { client, provider: omar, company: alNoor, busyProvider: busy, unverified: laith } = DEMO_USER_IDS;

/** How many open jobs `provider-job-feed` gives Omar. */
export const JOB_FEED_SIZE = 1000;

const OMAR_SERVICES = [SUB.leakRepair, SUB.waterHeater, SUB.drainUnclogging, SUB.acInstallation, SUB.acCleaning];

/**
 * 1,000 open jobs for Omar in Amman, newest a few minutes old, one every ~43 minutes back to
 * 30 days; timings in turn; 0 to 3 live offers from others (in turn, every four requests); every 25th
 * invites him. Omar starts the day with all 5 free offers and no balance.
 */
function addJobFeed(state: SandboxState): void {
  const profile = state.market.providers.find((item) => item.user === omar);
  if (profile) {
    profile.free_offers_day = dayOf(clock.now());
    profile.free_offers_used = 0;
    profile.balance = 0;
  }
  for (let index = 0; index < JOB_FEED_SIZE; index += 1) {
    state.seq += 1;
    const id = state.seq;
    const owner = index % 2 === 0 ? client : laith;
    const subService = OMAR_SERVICES[index % OMAR_SERVICES.length] ?? SUB.leakRepair;
    const offerCount = Math.floor(index / 4) % 4;
    const description = `عمل رقم ${index + 1}: التفاصيل كما كتبها العميل.`;
    const createdAt = daysAgo((index * 30 + 5) / JOB_FEED_SIZE);
    state.market.requests.push(
      requestRecord({
        id,
        client: owner,
        sub_service: subService,
        address: { ...CLIENT_ADDRESSES.home, user_id: owner, neighborhood: (index % 9) + 1 },
        timing: TIMINGS[index % TIMINGS.length] ?? 'urgent',
        answers: sampleAnswers(state.market.questions, subService, description),
        comment: description,
        status: offerCount > 0 ? 'offers_received' : 'open',
        invited_providers: index % 25 === 0 ? [omar] : [],
        created_at: createdAt,
      }),
    );
    for (const provider of [busy, alNoor, owner === client ? laith : client].slice(0, offerCount)) {
      state.seq += 1;
      state.market.offers.push(
        offerRecord({ id: state.seq, request: id, provider, price: 20 + (index % 50), created_at: createdAt }),
      );
    }
  }
}

/** Marketplace scenarios. */
export const marketScenarios: Record<string, Scenario> = {
  /** No categories at all: the home and services pages show their empty states. */
  'empty-catalogue': (state) => {
    state.market.categories = [];
    state.market.subServices = [];
    state.market.questions = [];
  },
  /** Home cleaning (sub-service 101) has no client question flow: 'No questions found for this user type'. */
  'no-client-questions': (state) => {
    state.market.questions = state.market.questions.filter(
      (question) => !(question.sub_service === 101 && question.user_type === 'client'),
    );
  },
  /** Client 1 has never asked for anything. */
  'no-requests': (state) => {
    const mine = new Set(state.market.requests.filter((item) => item.client === client).map((item) => item.id));
    state.market.requests = state.market.requests.filter((item) => !mine.has(item.id));
    state.market.offers = state.market.offers.filter((item) => !mine.has(item.request));
    state.market.ratings = state.market.ratings.filter((item) => !mine.has(item.request));
    state.market.notifications = state.market.notifications.filter((item) => item.user !== client);
  },
  /** Omar (provider 2) has used today's free offers and has no balance. */
  'provider-out-of-free-offers': (state) => {
    const profile = state.market.providers.find((item) => item.user === omar);
    if (!profile) return;
    profile.free_offers_day = dayOf(clock.now());
    profile.free_offers_used = LIMITS.freeOffersPerDay;
    profile.balance = 0;
  },
  /** Omar has used today's free offers but can pay from his balance. */
  'provider-paying-from-balance': (state) => {
    const profile = state.market.providers.find((item) => item.user === omar);
    if (!profile) return;
    profile.free_offers_day = dayOf(clock.now());
    profile.free_offers_used = LIMITS.freeOffersPerDay;
  },
  /** Omar paused receiving offers for a week. */
  'provider-paused': (state) => {
    const profile = state.market.providers.find((item) => item.user === omar);
    if (profile) profile.paused_until = new Date(clock.now().getTime() + 7 * DAY_MS).toISOString();
  },
  /** Omar's feed holds 1,000 open jobs (README: the feed benchmark); all 5 free offers left, no balance. */
  'provider-job-feed': addJobFeed,
  /** Client 1's open request has no offers and no other provider has work. */
  'no-job-opportunities': (state) => {
    state.market.requests = state.market.requests.filter((item) => !['open', 'offers_received'].includes(item.status));
  },
};

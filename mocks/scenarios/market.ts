import { LIMITS } from '@/services/limits';
import { clock, DAY_MS, dayOf } from '../clock';
import { DEMO_USER_IDS } from '../data/accounts';
import type { Scenario } from '../state';

const { client, provider: omar } = DEMO_USER_IDS;

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
    state.market.questions = state.market.questions.filter((question) => !(question.sub_service === 101 && question.user_type === 'client'));
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
  /** Client 1's open request has no offers and no other provider has work. */
  'no-job-opportunities': (state) => {
    state.market.requests = state.market.requests.filter((item) => !['open', 'offers_received'].includes(item.status));
  },
};

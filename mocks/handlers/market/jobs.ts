import type { HiddenJob, JobOpportunity, ScheduledWork } from '@/services/jobs';
import { OFFER_OUTCOMES, offerOutcome, type OfferOutcome } from '@/services/lifecycle/offer';
import { acceptsOffers } from '@/services/lifecycle/request';
import { OFFER_COUNT_FILTERS, TIMINGS, type OfferCountFilter, type Timing } from '@/services/request-timing';
import { clock } from '../../clock';
import type { DismissedJob, SandboxRequest } from '../../data/market';
import { db } from '../../db';
import { paginate, route, type RouteContext } from '../../http';
import { matchesOfferCount, matchesTiming } from '../../rules/market';
import { dismissalOf, jobFor, matchesProvider, toJob } from '../../tables/jobs';
import { toOffer } from '../../tables/offer-view';
import { hiredOffer, liveOffers, offerBy } from '../../tables/offers';
import { isPausedNow, requireProvider } from '../../tables/providers';
import { findRequest, toSummary } from '../../tables/requests';
import { idParam, parseFilter, requiredText } from './params';

const market = () => db.state.market;

const toOpportunity = (request: SandboxRequest, viewer: number): JobOpportunity => ({ ...toSummary(request), is_invited: request.invited_providers.includes(viewer) });

/** Hide (reversible) or delete a job from the feed, with a required reason; the latest one counts. */
function dismiss(action: DismissedJob['action']) {
  return async (context: RouteContext) => {
    const user = context.requireUser();
    const { request } = jobFor(user, idParam(context));
    const { reason } = await context.body({ reason: 'string' });
    const text = requiredText(reason, 'reason');
    market().dismissedJobs = market().dismissedJobs.filter((item) => !(item.provider === user.id && item.request === request.id));
    market().dismissedJobs.push({ provider: user.id, request: request.id, action, reason: text, at: clock.now().toISOString() });
    return undefined;
  };
}

/** A provider's work: the opportunities feed, submitted offers, the schedule, one job (docs/api/marketplace.md, "Jobs"). */
export const jobHandlers = [
  route('get', 'jobs/opportunities/', (context) => {
    const user = context.requireUser();
    const profile = requireProvider(user);
    const timing = parseFilter<Timing>(context.url.searchParams.get('timing'), TIMINGS, 'timing');
    const count = parseFilter<OfferCountFilter>(context.url.searchParams.get('offers_count'), OFFER_COUNT_FILTERS, 'offers_count');
    const jobs: JobOpportunity[] = isPausedNow(profile)
      ? []
      : market()
          .requests.filter(
            (request) =>
              acceptsOffers(request.status) &&
              matchesProvider(request, profile) &&
              !dismissalOf(user.id, request.id) &&
              !offerBy(user.id, request.id) &&
              matchesTiming(request.timing, timing) &&
              matchesOfferCount(liveOffers(request.id).length, count),
          )
          .sort((a, b) => b.created_at.localeCompare(a.created_at))
          .map((request) => toOpportunity(request, user.id));
    return paginate(context.url, jobs);
  }),
  route('get', 'jobs/hidden/', (context) => {
    const user = context.requireUser();
    requireProvider(user);
    const hidden: HiddenJob[] = market()
      .dismissedJobs.filter((item) => item.provider === user.id && item.action === 'hide')
      .sort((a, b) => b.at.localeCompare(a.at))
      .map((item) => ({ job: toOpportunity(findRequest(item.request), user.id), reason: item.reason, hidden_at: item.at }));
    return paginate(context.url, hidden);
  }),
  route('get', 'jobs/submitted-offers/', (context) => {
    const user = context.requireUser();
    requireProvider(user);
    const outcome = parseFilter<OfferOutcome>(context.url.searchParams.get('outcome'), OFFER_OUTCOMES, 'outcome');
    const offers = market()
      .offers.filter((offer) => offer.provider === user.id && (!outcome || offerOutcome(offer) === outcome))
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    return paginate(context.url, offers.map((offer) => toOffer(offer, user.id)));
  }),
  route('get', 'jobs/scheduled/', (context) => {
    const user = context.requireUser();
    requireProvider(user);
    const works: ScheduledWork[] = market()
      .offers.filter((offer) => offer.provider === user.id && offer.status === 'hired')
      .map((offer) => findRequest(offer.request))
      .filter((request) => request.status === 'provider_hired')
      .map((request) => ({
        job: toJob(request, user.id),
        scheduled_for: hiredOffer(request.id)?.proposed_date ?? (request.hired_at ?? request.created_at).slice(0, 10),
      }))
      .sort((a, b) => a.scheduled_for.localeCompare(b.scheduled_for));
    return paginate(context.url, works);
  }),
  route('get', 'jobs/:id/', (context) => {
    const user = context.requireUser();
    return toJob(jobFor(user, idParam(context)).request, user.id);
  }),
  route('post', 'jobs/:id/hide/', dismiss('hide')),
  route('delete', 'jobs/:id/hide/', (context) => {
    const user = context.requireUser();
    const { request } = jobFor(user, idParam(context));
    market().dismissedJobs = market().dismissedJobs.filter(
      (item) => !(item.provider === user.id && item.request === request.id && item.action === 'hide'),
    );
    return undefined;
  }),
  route('post', 'jobs/:id/delete/', dismiss('delete')),
];

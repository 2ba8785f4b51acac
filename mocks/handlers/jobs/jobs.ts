import { check, idParam, parseFilter, requiredText } from '@/mocks/handlers/shared/params';
import { isLive, OFFER_OUTCOMES, offerOutcome, type OfferOutcome } from '@/services/lifecycle/offer';
import { acceptsOffers, WORK_SCOPES, type WorkScope } from '@/services/lifecycle/request';
import { jobView } from '@/services/lifecycle/request-view';
import { LIMITS } from '@/services/shared/limits';
import { OFFER_COUNT_FILTERS, TIMINGS, type OfferCountFilter, type Timing } from '@/services/shared/request-timing';
import { matchesOfferCount, matchesTiming } from '../../rules/jobs/job-filters';
import { tooLongError } from '../../rules/shared/text';
import { clock } from '../../shared/clock';
import { db } from '../../shared/db';
import { paginate, route, type RouteContext } from '../../shared/http';
import { sweepCredits } from '../../tables/balance/credits';
import { jobFor, matchesProvider, toJob } from '../../tables/jobs/jobs';
import { toOffer } from '../../tables/offers/offer-response';
import { hiredOffer } from '../../tables/offers/offers';
import { isPausedNow, requireProvider } from '../../tables/provider-account/providers';
import { findRequest, toSummary } from '../../tables/requests/requests';
import type { DismissedJob } from '../../data/jobs/dismissed-jobs';
import type { SandboxProviderProfile } from '../../data/provider-account/providers';
import type { SandboxRequest } from '../../data/requests/requests';
import type { HiddenJob, JobOpportunity, ScheduledWork } from '../../data/shared/records';

const market = () => db.state.market;

const toOpportunity = (request: SandboxRequest, viewer: number): JobOpportunity => ({
  ...toSummary(request),
  is_invited: request.invited_providers.includes(viewer),
});

/**
 * What the feed asks of every request, for one provider, built in one pass over the offers and
 * dismissals instead of a scan of both per request (1,000 requests made that a million steps a page).
 */
function providerIndex(providerId: number) {
  const dismissed = new Set(
    market()
      .dismissedJobs.filter((item) => item.provider === providerId)
      .map((item) => item.request),
  );
  const offered = new Set<number>();
  const live = new Map<number, number>();
  for (const offer of market().offers) {
    if (offer.provider === providerId) offered.add(offer.request);
    if (isLive(offer.status)) live.set(offer.request, (live.get(offer.request) ?? 0) + 1);
  }
  return { dismissed, offered, liveCount: (requestId: number) => live.get(requestId) ?? 0 };
}

/** A request the provider could still answer: it takes offers, it is his to see, he has not sent one. */
const openTo = (request: SandboxRequest, profile: SandboxProviderProfile, offered: ReadonlySet<number>) =>
  acceptsOffers(request.status) && matchesProvider(request, profile) && !offered.has(request.id);

const newestFirst = (a: SandboxRequest, b: SandboxRequest) =>
  a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0;

/** One page of requests, each turned into the provider's view only once it is on the page. */
function opportunitiesPage(context: RouteContext, requests: SandboxRequest[], viewer: number) {
  const page = paginate(context.url, requests);
  return { ...page, results: page.results.map((request) => toOpportunity(request, viewer)) };
}

/** Hide (reversible) or delete a job from the feed, with a required reason; the latest one counts. */
function dismiss(action: DismissedJob['action']) {
  return async (context: RouteContext) => {
    const user = context.requireUser();
    const { request } = jobFor(user, idParam(context));
    const { reason } = await context.body({ reason: 'string' });
    const text = requiredText(reason, 'reason');
    check(tooLongError(text, LIMITS.reasonMax), 'reason');
    market().dismissedJobs = market().dismissedJobs.filter(
      (item) => !(item.provider === user.id && item.request === request.id),
    );
    market().dismissedJobs.push({
      provider: user.id,
      request: request.id,
      action,
      reason: text,
      at: clock.now().toISOString(),
    });
    return undefined;
  };
}

/** A provider's work: the opportunities feed, submitted offers, the schedule, one job (docs/api/marketplace.md, "Jobs"). */
export const jobHandlers = [
  route('get', 'jobs/opportunities/', (context) => {
    const user = context.requireUser();
    const profile = requireProvider(user);
    const timing = parseFilter<Timing>(context.url.searchParams.get('timing'), TIMINGS, 'timing');
    const count = parseFilter<OfferCountFilter>(
      context.url.searchParams.get('offers_count'),
      OFFER_COUNT_FILTERS,
      'offers_count',
    );
    if (isPausedNow(profile)) return opportunitiesPage(context, [], user.id);
    const { dismissed, offered, liveCount } = providerIndex(user.id);
    const jobs = market().requests.filter(
      (request) =>
        openTo(request, profile, offered) &&
        !dismissed.has(request.id) &&
        matchesTiming(request.timing, timing) &&
        matchesOfferCount(liveCount(request.id), count),
    );
    return opportunitiesPage(context, jobs.sort(newestFirst), user.id);
  }),
  // Only the hidden jobs that showing again would bring back to the feed: one that no longer takes
  // offers (hired, completed, cancelled, closed), is no longer his to see, or has his offer is left out.
  route('get', 'jobs/hidden/', (context) => {
    const user = context.requireUser();
    const profile = requireProvider(user);
    const { offered } = providerIndex(user.id);
    const hidden = market()
      .dismissedJobs.filter((item) => item.provider === user.id && item.action === 'hide')
      .map((item) => ({ item, request: findRequest(item.request) }))
      .filter(({ request }) => openTo(request, profile, offered))
      .sort((a, b) => b.item.at.localeCompare(a.item.at));
    const page = paginate(context.url, hidden);
    const results: HiddenJob[] = page.results.map(({ item, request }) => ({
      job: toOpportunity(request, user.id),
      reason: item.reason,
      hidden_at: item.at,
    }));
    return { ...page, results };
  }),
  // Credits due first, as the provider's money reads (docs/api/marketplace.md "Credit back"): the list
  // never shows an offer as not credited that the balance already credited. A read that may write.
  route(
    'get',
    'jobs/submitted-offers/',
    (context) => {
      const user = context.requireUser();
      requireProvider(user);
      sweepCredits(clock.now());
      const outcome = parseFilter<OfferOutcome>(context.url.searchParams.get('outcome'), OFFER_OUTCOMES, 'outcome');
      const offers = market()
        .offers.filter((offer) => offer.provider === user.id && (!outcome || offerOutcome(offer) === outcome))
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
      return paginate(
        context.url,
        offers.map((offer) => toOffer(offer, user.id)),
      );
    },
    { writes: true },
  ),
  // Upcoming (hired, not completed) soonest first; completed the latest day first.
  route('get', 'jobs/scheduled/', (context) => {
    const user = context.requireUser();
    requireProvider(user);
    const scope = parseFilter<WorkScope>(context.url.searchParams.get('scope'), WORK_SCOPES, 'scope') ?? 'upcoming';
    // A work is the provider's while their offer is hired (`open_work`), under the tab its state gives.
    const works = market()
      .offers.filter((offer) => offer.provider === user.id)
      .map((offer) => ({ offer, request: findRequest(offer.request) }))
      .filter(({ offer, request }) => {
        const view = jobView({ status: request.status, my_offer: offer });
        return view.actions.includes('open_work') && view.workScope === scope;
      })
      .map(({ request }) => request)
      .map((request) => ({
        request,
        scheduled_for: hiredOffer(request.id)?.proposed_date ?? (request.hired_at ?? request.created_at).slice(0, 10),
      }))
      .sort((a, b) => (scope === 'completed' ? -1 : 1) * a.scheduled_for.localeCompare(b.scheduled_for));
    const page = paginate(context.url, works);
    const results: ScheduledWork[] = page.results.map(({ request, scheduled_for }) => ({
      job: toJob(request, user.id),
      scheduled_for,
    }));
    return { ...page, results };
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

import { check, idParam, parseFilter, requiredText } from '@/mocks/handlers/shared/params';
import { canRate } from '@/services/lifecycle/request';
import { CLIENT_CRITERIA, PROVIDER_CRITERIA } from '@/services/reviews';
import { LIMITS } from '@/services/shared/limits';
import { scoresError } from '../../rules/reviews/scores';
import { tooLongError } from '../../rules/shared/text';
import { clock } from '../../shared/clock';
import { db } from '../../shared/db';
import { created, fail, paginate, route, type RouteContext } from '../../shared/http';
import { subServiceName } from '../../tables/catalogue/catalogue';
import { jobFor } from '../../tables/jobs/jobs';
import { notify } from '../../tables/notifications/notifications';
import { hiredOffer } from '../../tables/offers/offers';
import { profileOf } from '../../tables/provider-account/providers';
import { findRequest, requireOwner } from '../../tables/requests/requests';
import { toRating } from '../../tables/reviews/ratings';
import type { SandboxRequest } from '../../data/requests/requests';
import type { SandboxRating } from '../../data/reviews/ratings';

const market = () => db.state.market;

function ratingBody(criteria: readonly string[]) {
  return Object.fromEntries([...criteria.map((name) => [name, 'number'] as const), ['experience', 'string'] as const]);
}

/** One rating per direction per request, once a provider is hired; the rated person is told. */
async function rate(
  context: RouteContext,
  request: SandboxRequest,
  rater: number,
  rated: number,
  role: 'client' | 'provider',
) {
  if (!canRate(request.status)) fail(409, { text: 'Ratings open once a provider is hired' });
  const direction = role === 'provider' ? 'client_to_provider' : 'provider_to_client';
  if (market().ratings.some((item) => item.request === request.id && item.direction === direction)) {
    fail(409, { text: 'You already rated this job' });
  }
  const criteria = role === 'provider' ? PROVIDER_CRITERIA : CLIENT_CRITERIA;
  const raw = await context.body(ratingBody(criteria));
  const scores = Object.fromEntries(criteria.map((name) => [name, raw[name] as number]));
  const errors = scoresError(role, scores);
  const [firstError] = Object.values(errors);
  if (firstError) fail(400, { text: firstError }, errors);
  const experience = requiredText(raw.experience, 'experience');
  check(tooLongError(experience, LIMITS.ratingExperienceMax), 'experience');
  const rating: SandboxRating = {
    id: db.nextId(),
    request: request.id,
    direction,
    rater,
    rated,
    scores,
    experience,
    created_at: clock.now().toISOString(),
  };
  market().ratings.push(rating);
  notify(rated, 'rated', ['تم تقييمك', 'You were rated'], subServiceName(request.sub_service), { request: request.id });
  return created(toRating(rating));
}

/** Ratings both ways, a provider's reviews, and what I received (docs/api/marketplace.md, "Ratings"). */
export const ratingHandlers = [
  route('post', 'requests/:id/rate-provider/', async (context) => {
    const user = context.requireUser();
    const request = findRequest(idParam(context));
    requireOwner(request, user);
    const hired = hiredOffer(request.id) ?? fail(409, { text: 'Ratings open once a provider is hired' });
    return rate(context, request, user.id, hired.provider, 'provider');
  }),
  route('post', 'jobs/:id/rate-client/', async (context) => {
    const user = context.requireUser();
    const { request } = jobFor(user, idParam(context));
    if (hiredOffer(request.id)?.provider !== user.id)
      fail(403, { text: 'Only the hired provider can rate the client' });
    return rate(context, request, user.id, request.client, 'client');
  }),
  route('get', 'providers/:id/reviews/', (context) => {
    const id = idParam(context);
    if (!profileOf(id)) fail(404, 'NO_RESULT');
    const reviews = market()
      .ratings.filter((rating) => rating.rated === id && rating.direction === 'client_to_provider')
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    return paginate(context.url, reviews.map(toRating));
  }),
  route('get', 'ratings/received/', (context) => {
    const user = context.requireUser();
    const role = parseFilter<'client' | 'provider'>(
      context.url.searchParams.get('role'),
      ['client', 'provider'],
      'role',
    );
    if (!role) fail(400, { text: 'Query parameter role is required' });
    const direction = role === 'provider' ? 'client_to_provider' : 'provider_to_client';
    const received = market()
      .ratings.filter((rating) => rating.rated === user.id && rating.direction === direction)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    return paginate(context.url, received.map(toRating));
  }),
];

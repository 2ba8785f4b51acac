import { check, idParam, parseFilter, requiredText, stringList } from '@/mocks/handlers/shared/params';
import { PROVIDER_PAUSED_TEXT } from '@/services/api/server-texts';
import type { Answers } from '@/services/catalogue';
import { requestRefusal, scopeOf, type RequestScope } from '@/services/lifecycle/request';
import { requestView } from '@/services/lifecycle/request-view';
import { LIMITS } from '@/services/shared/limits';
import { TIMINGS } from '@/services/shared/request-timing';
import { answersErrors } from '../../rules/catalogue/question-flows';
import { requestImagesError } from '../../rules/requests/requests';
import { tooLongError } from '../../rules/shared/text';
import { clock } from '../../shared/clock';
import { db } from '../../shared/db';
import { created, fail, paginate, route, type RouteContext } from '../../shared/http';
import { flowOf, subServiceName } from '../../tables/catalogue/catalogue';
import { announceNewJob } from '../../tables/jobs/jobs';
import { notify } from '../../tables/notifications/notifications';
import { declinePending } from '../../tables/offers/offer-moves';
import { hiredOffer } from '../../tables/offers/offers';
import { isPausedNow, profileOf, toProviderSummary } from '../../tables/provider-account/providers';
import { completeWork, moveRequest } from '../../tables/requests/request-moves';
import { findRequest, requireOwner, toDetails, toSummary } from '../../tables/requests/requests';
import { takeRateLimit } from '../../tables/shared/rate-limits';
import type { SandboxRequest } from '../../data/requests/requests';

const market = () => db.state.market;

/** The client ends a request with a reason; offers still pending are declined. */
function endRequest(transition: 'cancel' | 'close') {
  return async (context: RouteContext) => {
    const user = context.requireUser();
    const request = findRequest(idParam(context));
    requireOwner(request, user);
    const { reason } = await context.body({ reason: 'string' });
    const text = requiredText(reason, 'reason');
    check(tooLongError(text, LIMITS.reasonMax), 'reason');
    moveRequest(request, transition, 'client');
    request.status_reason = text;
    declinePending(request, null, text);
    return toDetails(request, user.id);
  };
}

/** A client's requests: make one, list, read, end, complete, suggest and invite providers (docs/api/marketplace.md, "Requests"). */
export const requestHandlers = [
  route('post', 'requests/', async (context) => {
    const user = context.requireUser();
    const raw = await context.body({
      sub_service: 'number',
      address: 'number',
      timing: 'string',
      answers: 'object',
      'comment?': 'string',
      'images?': 'array',
    });
    const subService = raw.sub_service;
    if (!market().subServices.some((item) => item.id === subService))
      fail(400, { text: 'Unknown sub-service' }, { sub_service: 'Unknown sub-service' });
    const address = db.state.accounts.addresses.find((item) => item.id === raw.address && item.user_id === user.id);
    if (!address) fail(400, { text: 'Unknown address' }, { address: 'Unknown address' });
    const timing =
      TIMINGS.find((item) => item === raw.timing) ??
      fail(400, { text: 'Unknown timing' }, { timing: 'Unknown timing' });
    const comment = typeof raw.comment === 'string' ? raw.comment : '';
    check(tooLongError(comment, LIMITS.requestCommentMax), 'comment');
    const images = stringList(raw.images ?? [], 'images');
    check(requestImagesError(images), 'images');
    const answers = raw.answers as Answers;
    const errors = answersErrors(flowOf(subService, 'client'), answers);
    const [firstError] = Object.values(errors);
    if (firstError) fail(400, { text: firstError }, errors);
    const request: SandboxRequest = {
      id: db.nextId(),
      client: user.id,
      sub_service: subService,
      address: { ...address },
      timing,
      answers,
      comment,
      images,
      status: 'open',
      status_reason: null,
      invited_providers: [],
      created_at: clock.now().toISOString(),
      hired_at: null,
    };
    market().requests.push(request);
    announceNewJob(request);
    return created(toDetails(request, user.id));
  }),
  route('get', 'requests/', (context) => {
    const user = context.requireUser();
    const scope = parseFilter<RequestScope>(context.url.searchParams.get('scope'), ['current', 'previous'], 'scope');
    const mine = market()
      .requests.filter((request) => request.client === user.id && (!scope || scopeOf(request.status) === scope))
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    return paginate(context.url, mine.map(toSummary));
  }),
  route('get', 'requests/:id/', (context) => {
    const user = context.requireUser();
    const request = findRequest(idParam(context));
    requireOwner(request, user);
    return toDetails(request, user.id);
  }),
  route('post', 'requests/:id/cancel/', endRequest('cancel')),
  route('post', 'requests/:id/close/', endRequest('close')),
  route('post', 'requests/:id/complete/', async (context) => {
    const user = context.requireUser();
    const request = findRequest(idParam(context));
    const hired = hiredOffer(request.id);
    if (request.client !== user.id && hired?.provider !== user.id) fail(404, 'NO_RESULT');
    await context.body({});
    completeWork(request, request.client === user.id ? 'client' : 'provider');
    return toDetails(request, user.id);
  }),
  route('get', 'requests/:id/providers/', (context) => {
    const user = context.requireUser();
    const request = findRequest(idParam(context));
    requireOwner(request, user);
    const suggested = market().providers.filter(
      (profile) =>
        profile.user !== user.id &&
        !isPausedNow(profile) &&
        profile.sub_services.includes(request.sub_service) &&
        profile.city === request.address.city,
    );
    return paginate(context.url, suggested.map(toProviderSummary));
  }),
  route('post', 'requests/:id/invite/', async (context) => {
    const user = context.requireUser();
    const request = findRequest(idParam(context));
    requireOwner(request, user);
    const { provider } = await context.body({ provider: 'number' });
    const profile = profileOf(provider as number);
    if (!profile || profile.user === user.id) fail(400, { text: 'Unknown provider' }, { provider: 'Unknown provider' });
    if (!requestView(request, [], 'client').actions.includes('invite'))
      fail(409, { text: requestRefusal(request.status) });
    if (isPausedNow(profile)) fail(409, { text: PROVIDER_PAUSED_TEXT });
    takeRateLimit('invite', String(user.id), context.request);
    if (!request.invited_providers.includes(profile.user)) {
      request.invited_providers.push(profile.user);
      notify(
        profile.user,
        'invited',
        ['دعوة لتقديم عرض', 'Invitation to send an offer'],
        subServiceName(request.sub_service),
        {
          request: request.id,
        },
      );
    }
    return toDetails(request, user.id);
  }),
];

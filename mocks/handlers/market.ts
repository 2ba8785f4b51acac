import type { Answers, MainCategory, Question, QuestionUserType } from '@/services/catalogue';
import type { Address } from '@/services/account';
import type { JobDetails, JobOpportunity, ScheduledWork } from '@/services/jobs';
import type { AppNotification, NotificationKind } from '@/services/notifications';
import type { Offer, ProviderSummary } from '@/services/offers';
import type { Balance, ProviderProfile, PublicProviderProfile } from '@/services/provider';
import { CLIENT_CRITERIA, PROVIDER_CRITERIA, type Rating } from '@/services/ratings';
import { REPORT_REASONS, type Report, type ReportReason } from '@/services/reports';
import {
  OFFER_COUNT_FILTERS,
  scopeOf,
  TIMINGS,
  type OfferCountFilter,
  type RequestScope,
  type Timing,
} from '@/services/request-status';
import type { AnswerView, ServiceRequestDetails, ServiceRequestSummary, SubServiceRef } from '@/services/requests';
import type { NamedRef } from '@/services/types';
import type { AccountType } from '@/services/types';
import { nextChangeAllowedAt } from '@/services/change-interval';
import { LIMITS } from '@/services/limits';
import { MESSAGE_TEXT } from '@/services/messages';
import { clock, DAY_MS } from '../clock';
import type { SandboxUser } from '../data/accounts';
import {
  dayOf,
  type SandboxNotification,
  type SandboxOffer,
  type SandboxProviderProfile,
  type SandboxQuestion,
  type SandboxRating,
  type SandboxRequest,
} from '../data/market';
import { toAddress } from '../data/serializers';
import { db } from '../db';
import { created, fail, paginate, route, type RouteContext } from '../http';
import { pushNotification } from '../realtime';
import {
  acceptsOffers,
  answersErrors,
  canRate,
  chargeForOffer,
  chosenOptions,
  commentError,
  flowPath,
  freeOffersLeft,
  freeOffersMessage,
  galleryError,
  isPaused,
  languagesError,
  matchesOfferCount,
  matchesTiming,
  nextQuestionId,
  nextStatus,
  offerImagesError,
  pauseDaysError,
  priceError,
  referenceNumber,
  requestImagesError,
  requestVisibility,
  scoresError,
  serviceAreaError,
  type RequestEvent,
} from '../rules/market';

/* ---------- lookups ---------- */

const market = () => db.state.market;

function idParam(context: RouteContext, name = 'id'): number {
  const id = Number(context.params[name]);
  if (!Number.isInteger(id) || id <= 0) fail(404, 'NO_RESULT');
  return id;
}

function userOf(id: number): SandboxUser | undefined {
  return db.state.accounts.users.find((user) => user.id === id);
}

function fullName(user: SandboxUser | undefined): string {
  return user ? `${user.first_name} ${user.last_name}`.trim() : '';
}

/** Clients are shown by first name and initial. */
function clientName(user: SandboxUser | undefined): string {
  return user ? `${user.first_name} ${user.last_name.slice(0, 1)}.`.trim() : '';
}

function providerName(profile: SandboxProviderProfile): string {
  const user = userOf(profile.user);
  return profile.account_type === 'company' && user?.company_name ? user.company_name : fullName(user);
}

function namedRef(list: ReadonlyArray<NamedRef>, id: number | null): NamedRef | null {
  const item = list.find((entry) => entry.id === id);
  return item ? { id: item.id, name_ar: item.name_ar, name_en: item.name_en } : null;
}

const cityRef = (id: number | null) => namedRef(db.state.locations.cities, id);
const neighborhoodRef = (id: number | null) => namedRef(db.state.locations.neighborhoods, id);

function findRequest(id: number): SandboxRequest {
  return market().requests.find((request) => request.id === id) ?? fail(404, 'NO_RESULT');
}

function findOffer(id: number): SandboxOffer {
  return market().offers.find((offer) => offer.id === id) ?? fail(404, 'NO_RESULT');
}

function profileOf(userId: number): SandboxProviderProfile | undefined {
  return market().providers.find((profile) => profile.user === userId);
}

function requireProvider(user: SandboxUser): SandboxProviderProfile {
  return profileOf(user.id) ?? fail(403, { text: 'A service provider profile is required' });
}

function requireOwner(request: SandboxRequest, user: SandboxUser): void {
  if (request.client !== user.id) fail(404, 'NO_RESULT');
}

function hiredOffer(request: SandboxRequest): SandboxOffer | undefined {
  return market().offers.find((offer) => offer.request === request.id && offer.status === 'hired');
}

function liveOffers(requestId: number): SandboxOffer[] {
  return market().offers.filter((offer) => offer.request === requestId && offer.status !== 'rejected');
}

function flowOf(subService: number, userType: QuestionUserType): SandboxQuestion[] {
  return market()
    .questions.filter((question) => question.sub_service === subService && question.user_type === userType)
    .sort((a, b) => a.position - b.position);
}

/** Apply an event through the state table, or 409 with where the request stands. */
function move(request: SandboxRequest, event: RequestEvent): void {
  const next = nextStatus(request.status, event);
  if (!next) fail(409, { text: `Not allowed while the request is ${request.status.replace('_', ' ')}` });
  request.status = next;
}

function requiredText(value: unknown, field: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) fail(400, 'FIELD_REQUIRED', { [field]: MESSAGE_TEXT.FIELD_REQUIRED });
  return text;
}

function numberList(value: unknown, field: string): number[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'number' && Number.isInteger(item))) {
    fail(400, { text: `Invalid type for ${field}: expected a list of ids` });
  }
  return value as number[];
}

function stringList(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    fail(400, { text: `Invalid type for ${field}: expected a list of strings` });
  }
  return value as string[];
}

function check(error: string | null, field: string): void {
  if (error) fail(400, { text: error }, { [field]: error });
}

/* ---------- notifications ---------- */

type Pair = readonly [ar: string, en: string];

/** Store a notification and push its title over the socket, in the user's language. */
function notify(userId: number, kind: NotificationKind, title: Pair, body: Pair, links: { request?: number; offer?: number } = {}): void {
  const note: SandboxNotification = {
    id: db.nextId(),
    user: userId,
    kind,
    title_ar: title[0],
    title_en: title[1],
    body_ar: body[0],
    body_en: body[1],
    request: links.request ?? null,
    offer: links.offer ?? null,
    is_read: false,
    created_at: clock.now().toISOString(),
  };
  market().notifications.push(note);
  pushNotification(userId, userOf(userId)?.language === 'en' ? note.title_en : note.title_ar);
}

function subServiceName(id: number): Pair {
  const item = market().subServices.find((entry) => entry.id === id);
  return [item?.name_ar ?? '', item?.name_en ?? ''];
}

function toNotification(note: SandboxNotification): AppNotification {
  const { user: _user, ...visible } = note;
  return visible;
}

/* ---------- serializers ---------- */

function toQuestion(question: SandboxQuestion): Question {
  const { next_question: _next, position: _position, options, ...visible } = question;
  return { ...visible, options: options.map(({ next_question: _jump, ...option }) => option) };
}

function toSubServiceRef(id: number): SubServiceRef {
  const item = market().subServices.find((entry) => entry.id === id);
  return {
    id,
    name_ar: item?.name_ar ?? '',
    name_en: item?.name_en ?? '',
    category: item?.category ?? 0,
    icon: item?.icon ?? 'cleaning',
  };
}

function countryCodeOf(userId: number): string {
  const country = db.state.locations.countries.find((item) => item.id === userOf(userId)?.country);
  return country?.code_name ?? 'jo';
}

function toSummary(request: SandboxRequest): ServiceRequestSummary {
  return {
    id: request.id,
    reference_number: referenceNumber(countryCodeOf(request.client), request.created_at, request.id),
    sub_service: toSubServiceRef(request.sub_service),
    city: cityRef(request.address.city) ?? { id: request.address.city, name_ar: '', name_en: '' },
    neighborhood: neighborhoodRef(request.address.neighborhood),
    timing: request.timing,
    status: request.status,
    offers_count: liveOffers(request.id).length,
    comment: request.comment,
    images: request.images,
    created_at: request.created_at,
  };
}

function answerViews(request: SandboxRequest): AnswerView[] {
  const answers = request.answers as Answers;
  return flowPath(flowOf(request.sub_service, 'client'), answers).flatMap((question) => {
    const answer = answers[String(question.id)];
    if (answer === undefined || answer === null || answer === '') return [];
    const picked = question.options.filter((option) => chosenOptions(answer).includes(option.id));
    const text: Pair =
      typeof answer === 'string' ? [answer, answer] : [picked.map((o) => o.label_ar).join('، '), picked.map((o) => o.label_en).join(', ')];
    if (!text[1]) return [];
    return [
      {
        question: question.id,
        question_type: question.question_type,
        question_ar: question.title_ar,
        question_en: question.title_en,
        answer_ar: text[0],
        answer_en: text[1],
      },
    ];
  });
}

function toDetails(request: SandboxRequest, viewerId: number): ServiceRequestDetails {
  const hired = hiredOffer(request);
  const isOwner = request.client === viewerId;
  const can = requestVisibility({ userId: viewerId, isOwner, isHiredProvider: hired?.provider === viewerId });
  const client = userOf(request.client);
  const address: Address | null = can.address ? toAddress(request.address, db.state.locations) : null;
  return {
    ...toSummary(request),
    status_reason: request.status_reason,
    is_owner: isOwner,
    client: { id: request.client, display_name: clientName(client), phone_number: can.phone ? (client?.phone_number ?? null) : null },
    address,
    answers: answerViews(request),
    hired_offer: hired?.id ?? null,
    invited_providers: isOwner ? request.invited_providers : [],
  };
}

function providerStats(userId: number): Pick<ProviderSummary, 'rating_average' | 'ratings_count' | 'completed_jobs'> {
  const ratings = market().ratings.filter((rating) => rating.rated === userId && rating.direction === 'client_to_provider');
  const average = ratings.length ? ratings.reduce((sum, rating) => sum + averageOf(rating), 0) / ratings.length : null;
  const completed = market().offers.filter(
    (offer) => offer.provider === userId && offer.status === 'hired' && findRequestOrNull(offer.request)?.status === 'completed',
  );
  return { rating_average: average === null ? null : round1(average), ratings_count: ratings.length, completed_jobs: completed.length };
}

function findRequestOrNull(id: number): SandboxRequest | null {
  return market().requests.find((request) => request.id === id) ?? null;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function averageOf(rating: SandboxRating): number {
  const scores = Object.values(rating.scores);
  return scores.length ? scores.reduce((sum, score) => sum + score, 0) / scores.length : 0;
}

function toProviderSummary(profile: SandboxProviderProfile): ProviderSummary {
  return {
    id: profile.user,
    display_name: providerName(profile),
    account_type: profile.account_type,
    profile_photo: userOf(profile.user)?.profile_photo ?? null,
    main_category: profile.main_category,
    city: cityRef(profile.city),
    ...providerStats(profile.user),
  };
}

function toOffer(offer: SandboxOffer, viewerId: number): Offer {
  const request = findRequest(offer.request);
  const profile = profileOf(offer.provider);
  return {
    id: offer.id,
    request: offer.request,
    request_reference: toSummary(request).reference_number,
    provider: profile
      ? toProviderSummary(profile)
      : {
          id: offer.provider,
          display_name: fullName(userOf(offer.provider)),
          account_type: 'personal',
          profile_photo: null,
          main_category: null,
          city: null,
          rating_average: null,
          ratings_count: 0,
          completed_jobs: 0,
        },
    price: offer.price,
    details: offer.details,
    images: offer.images,
    proposed_date: offer.proposed_date,
    status: offer.status,
    rejection_source: offer.rejection_source,
    rejection_reason: offer.rejection_reason,
    whatsapp_number: request.client === viewerId ? (userOf(offer.provider)?.phone_number ?? null) : null,
    created_at: offer.created_at,
  };
}

function toRating(rating: SandboxRating): Rating {
  const rater = userOf(rating.rater);
  const raterProfile = profileOf(rating.rater);
  return {
    id: rating.id,
    request: rating.request,
    direction: rating.direction,
    rater: {
      id: rating.rater,
      display_name: rating.direction === 'provider_to_client' && raterProfile ? providerName(raterProfile) : clientName(rater),
    },
    rated: rating.rated,
    scores: rating.scores,
    average: round1(averageOf(rating)),
    experience: rating.experience,
    created_at: rating.created_at,
  };
}

function toProviderProfile(profile: SandboxProviderProfile): ProviderProfile {
  const { free_offers_day: _day, free_offers_used: _used, ...visible } = profile;
  return {
    ...visible,
    display_name: providerName(profile),
    free_offers_left: freeOffersLeft(profile, dayOf(clock.now())),
    ...providerStats(profile.user),
  };
}

function toPublicProvider(profile: SandboxProviderProfile): PublicProviderProfile {
  return {
    ...toProviderSummary(profile),
    description: profile.description,
    sub_services: profile.sub_services,
    gallery: profile.gallery,
    languages: profile.languages,
    covered_areas: profile.covered_areas,
    member_since: profile.created_at,
  };
}

/* ---------- jobs ---------- */

function isPausedNow(profile: SandboxProviderProfile): boolean {
  return isPaused(profile.paused_until, clock.now());
}

function dismissal(providerId: number, requestId: number) {
  return market().dismissedJobs.find((item) => item.provider === providerId && item.request === requestId);
}

/** A request is a job for this provider: invited, or its sub-service in the city the provider covers. */
function matchesProvider(request: SandboxRequest, profile: SandboxProviderProfile): boolean {
  if (request.client === profile.user) return false;
  if (request.invited_providers.includes(profile.user)) return true;
  return profile.sub_services.includes(request.sub_service) && request.address.city === profile.city;
}

function offerBy(providerId: number, requestId: number): SandboxOffer | undefined {
  return market().offers.find((offer) => offer.provider === providerId && offer.request === requestId);
}

/** What a provider may open: a matching job, or any request they sent an offer on. */
function requireJob(context: RouteContext): { request: SandboxRequest; profile: SandboxProviderProfile; user: SandboxUser } {
  const user = context.requireUser();
  const profile = requireProvider(user);
  const request = findRequest(idParam(context));
  const visible = offerBy(user.id, request.id) || (matchesProvider(request, profile) && dismissal(user.id, request.id)?.action !== 'delete');
  if (!visible) fail(404, 'NO_RESULT');
  return { request, profile, user };
}

function toJob(request: SandboxRequest, viewerId: number): JobDetails {
  const mine = offerBy(viewerId, request.id);
  return { ...toDetails(request, viewerId), my_offer: mine ? toOffer(mine, viewerId) : null };
}

function parseFilter<T extends string | number>(raw: string | null, allowed: readonly T[], name: string): T | undefined {
  if (raw === null || raw === '') return undefined;
  const value = allowed.find((item) => String(item) === raw);
  if (value === undefined) fail(400, { text: `Invalid ${name}: ${raw}` });
  return value;
}

/** Offers still pending on a request are turned down by the system (a hire, a cancel, a close). */
function rejectPending(request: SandboxRequest, except: number | null, reason: string | null): void {
  for (const offer of market().offers) {
    if (offer.request !== request.id || offer.id === except || offer.status !== 'pending') continue;
    offer.status = 'rejected';
    offer.rejection_source = 'system';
    offer.rejection_reason = reason;
    notify(
      offer.provider,
      'offer_rejected',
      ['لم يتم اختيار عرضك', 'Your offer was not chosen'],
      except === null
        ? ['أغلق العميل الطلب', 'The client closed the request']
        : ['وظّف العميل مزوّد خدمة آخر', 'The client hired another provider'],
      { request: request.id, offer: offer.id },
    );
  }
}

/** After an offer leaves, a request with no live offers is open again. */
function afterOfferLeft(request: SandboxRequest): void {
  if (request.status === 'offers_received' && liveOffers(request.id).length === 0) move(request, 'offers_cleared');
}

function endRequest(event: 'cancel' | 'close') {
  return async (context: RouteContext) => {
    const user = context.requireUser();
    const request = findRequest(idParam(context));
    requireOwner(request, user);
    const { reason } = await context.body({ reason: 'string' });
    const text = requiredText(reason, 'reason');
    move(request, event);
    request.status_reason = text;
    rejectPending(request, null, text);
    return toDetails(request, user.id);
  };
}

function ratingBody(criteria: readonly string[]) {
  return Object.fromEntries([...criteria.map((name) => [name, 'number'] as const), ['experience', 'string'] as const]);
}

async function rate(context: RouteContext, request: SandboxRequest, rater: number, rated: number, role: 'client' | 'provider') {
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

/* ---------- the calls ---------- */

const ALL = `?page_size=${LIMITS.listPageSize}`;

const catalogueHandlers = [
  route('get', `services/main-categories/${ALL}`, ({ url }) => {
    const { categories, subServices } = market();
    const results: MainCategory[] = categories.map((category) => ({
      ...category,
      sub_services: subServices.filter((item) => item.category === category.id),
    }));
    return paginate(url, results);
  }),
  route('get', 'services/main-categories/:id/', (context) => {
    const id = idParam(context);
    const category = market().categories.find((item) => item.id === id) ?? fail(404, 'NO_RESULT');
    return { ...category, sub_services: market().subServices.filter((item) => item.category === id) };
  }),
  route('get', 'services/sub-services/:id/questions/first/', (context) => {
    const id = Number(context.params.id);
    const userType = context.url.searchParams.get('user_type');
    if (userType !== 'client' && userType !== 'provider') fail(400, { text: 'Query parameter user_type must be client or provider' });
    if (!market().subServices.some((item) => item.id === id)) fail(404, 'FIRST_QUESTION_FAILED');
    const [first] = flowOf(id, userType);
    if (!first) fail(404, 'NO_QUESTIONS');
    return toQuestion(first);
  }),
  route('get', 'services/sub-services/:id/', (context) => {
    const id = idParam(context);
    return market().subServices.find((item) => item.id === id) ?? fail(404, 'NO_RESULT');
  }),
  route('post', 'services/questions/:id/next/', async (context) => {
    const id = idParam(context);
    const question = market().questions.find((item) => item.id === id) ?? fail(404, 'NO_RESULT');
    const { option_ids: optionIds } = await context.body({ option_ids: 'array' });
    const picked = numberList(optionIds, 'option_ids');
    const known = new Set(question.options.map((option) => option.id));
    if (picked.some((option) => !known.has(option))) fail(400, { text: 'Unknown option for this question' });
    const nextId = nextQuestionId(question, picked);
    const next = market().questions.find((item) => item.id === nextId);
    return { question: next ? toQuestion(next) : null };
  }),
];

const requestHandlers = [
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
    if (!market().subServices.some((item) => item.id === subService)) fail(400, { text: 'Unknown sub-service' }, { sub_service: 'Unknown sub-service' });
    const address = db.state.accounts.addresses.find((item) => item.id === raw.address && item.user_id === user.id);
    if (!address) fail(400, { text: 'Unknown address' }, { address: 'Unknown address' });
    const timing = TIMINGS.find((item) => item === raw.timing) ?? fail(400, { text: 'Unknown timing' }, { timing: 'Unknown timing' });
    const comment = typeof raw.comment === 'string' ? raw.comment : '';
    check(commentError(comment), 'comment');
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
    const hired = hiredOffer(request);
    if (request.client !== user.id && hired?.provider !== user.id) fail(404, 'NO_RESULT');
    await context.body({});
    move(request, 'complete');
    const other = request.client === user.id ? hired?.provider : request.client;
    if (other !== undefined) {
      notify(other, 'general', ['تم إنجاز العمل', 'Job completed'], subServiceName(request.sub_service), { request: request.id });
    }
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
    if (!acceptsOffers(request.status)) fail(409, { text: `Not allowed while the request is ${request.status.replace('_', ' ')}` });
    if (isPausedNow(profile)) fail(409, { text: 'This provider paused new jobs' });
    if (!request.invited_providers.includes(profile.user)) {
      request.invited_providers.push(profile.user);
      notify(
        profile.user,
        'invited',
        ['دعوة لتقديم عرض', 'Invitation to send an offer'],
        subServiceName(request.sub_service),
        { request: request.id },
      );
    }
    return toDetails(request, user.id);
  }),
  route('get', 'requests/:id/offers/', (context) => {
    const user = context.requireUser();
    const request = findRequest(idParam(context));
    requireOwner(request, user);
    const offers = market()
      .offers.filter((offer) => offer.request === request.id)
      .sort((a, b) => a.created_at.localeCompare(b.created_at));
    return paginate(context.url, offers.map((offer) => toOffer(offer, user.id)));
  }),
  route('post', 'requests/:id/offers/', async (context) => {
    const { request, profile, user } = requireJob(context);
    const raw = await context.body({ price: 'number', 'details?': 'string', 'images?': 'array', 'proposed_date?': 'nullable-string' });
    if (!acceptsOffers(request.status)) fail(409, { text: `Not allowed while the request is ${request.status.replace('_', ' ')}` });
    if (offerBy(user.id, request.id)) fail(409, { text: 'You already sent an offer on this request' });
    check(priceError(raw.price), 'price');
    const images = stringList(raw.images ?? [], 'images');
    check(offerImagesError(images), 'images');
    const proposed = raw.proposed_date ?? null;
    if (proposed !== null && !/^\d{4}-\d{2}-\d{2}$/.test(proposed)) check('Use the YYYY-MM-DD format', 'proposed_date');
    const today = dayOf(clock.now());
    const charge = chargeForOffer(freeOffersLeft(profile, today), profile.balance);
    if (!charge) fail(402, 'NOT_ENOUGH_BALANCE');
    if (charge.paid_with === 'free') {
      profile.free_offers_used = (profile.free_offers_day === today ? profile.free_offers_used : 0) + 1;
      profile.free_offers_day = today;
    } else {
      profile.balance = round1(profile.balance - charge.cost);
    }
    const offer: SandboxOffer = {
      id: db.nextId(),
      request: request.id,
      provider: user.id,
      price: raw.price,
      details: typeof raw.details === 'string' ? raw.details : '',
      images,
      proposed_date: proposed,
      status: 'pending',
      rejection_source: null,
      rejection_reason: null,
      paid_with: charge.paid_with,
      created_at: clock.now().toISOString(),
    };
    market().offers.push(offer);
    move(request, 'receive_offer');
    const service = subServiceName(request.sub_service);
    notify(
      request.client,
      'new_offer',
      ['عرض جديد على طلبك', 'New offer on your request'],
      [`${offer.price} دينار · ${service[0]}`, `${offer.price} JOD · ${service[1]}`],
      { request: request.id, offer: offer.id },
    );
    return created(toOffer(offer, user.id));
  }),
  route('post', 'requests/:id/rate-provider/', async (context) => {
    const user = context.requireUser();
    const request = findRequest(idParam(context));
    requireOwner(request, user);
    const hired = hiredOffer(request) ?? fail(409, { text: 'Ratings open once a provider is hired' });
    return rate(context, request, user.id, hired.provider, 'provider');
  }),
];

const offerHandlers = [
  route('get', 'offers/:id/', (context) => {
    const user = context.requireUser();
    const offer = findOffer(idParam(context));
    if (offer.provider !== user.id && findRequest(offer.request).client !== user.id) fail(404, 'NO_RESULT');
    return toOffer(offer, user.id);
  }),
  route('post', 'offers/:id/hire/', async (context) => {
    const user = context.requireUser();
    const offer = findOffer(idParam(context));
    const request = findRequest(offer.request);
    requireOwner(request, user);
    await context.body({});
    if (offer.status !== 'pending') fail(409, { text: 'This offer is no longer available' });
    move(request, 'hire');
    offer.status = 'hired';
    request.hired_at = clock.now().toISOString();
    rejectPending(request, offer.id, null);
    notify(
      offer.provider,
      'hired',
      ['تم توظيفك', 'You were hired'],
      subServiceName(request.sub_service),
      { request: request.id, offer: offer.id },
    );
    return toOffer(offer, user.id);
  }),
  route('post', 'offers/:id/reject/', async (context) => {
    const user = context.requireUser();
    const offer = findOffer(idParam(context));
    const request = findRequest(offer.request);
    requireOwner(request, user);
    const { reason } = await context.body({ 'reason?': 'string' });
    if (offer.status !== 'pending') fail(409, { text: 'This offer is no longer available' });
    offer.status = 'rejected';
    offer.rejection_source = 'client';
    offer.rejection_reason = typeof reason === 'string' && reason.trim() ? reason.trim() : null;
    afterOfferLeft(request);
    notify(
      offer.provider,
      'offer_rejected',
      ['لم يتم اختيار عرضك', 'Your offer was not chosen'],
      subServiceName(request.sub_service),
      { request: request.id, offer: offer.id },
    );
    return toOffer(offer, user.id);
  }),
  route('post', 'offers/:id/withdraw/', async (context) => {
    const user = context.requireUser();
    const offer = findOffer(idParam(context));
    if (offer.provider !== user.id) fail(404, 'NO_RESULT');
    const { reason } = await context.body({ 'reason?': 'string' });
    if (offer.status !== 'pending') fail(409, { text: 'This offer is no longer available' });
    offer.status = 'rejected';
    offer.rejection_source = 'provider';
    offer.rejection_reason = typeof reason === 'string' && reason.trim() ? reason.trim() : null;
    afterOfferLeft(findRequest(offer.request));
    return toOffer(offer, user.id);
  }),
];

const jobHandlers = [
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
              !dismissal(user.id, request.id) &&
              !offerBy(user.id, request.id) &&
              matchesTiming(request.timing, timing) &&
              matchesOfferCount(liveOffers(request.id).length, count),
          )
          .sort((a, b) => b.created_at.localeCompare(a.created_at))
          .map((request) => ({ ...toSummary(request), is_invited: request.invited_providers.includes(user.id) }));
    return paginate(context.url, jobs);
  }),
  route('get', 'jobs/submitted-offers/', (context) => {
    const user = context.requireUser();
    requireProvider(user);
    const offers = market()
      .offers.filter((offer) => offer.provider === user.id)
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
      .map((request) => {
        const hired = hiredOffer(request);
        return {
          job: toJob(request, user.id),
          scheduled_for: hired?.proposed_date ?? (request.hired_at ?? request.created_at).slice(0, 10),
        };
      })
      .sort((a, b) => a.scheduled_for.localeCompare(b.scheduled_for));
    return paginate(context.url, works);
  }),
  route('get', 'jobs/:id/', (context) => {
    const { request, user } = requireJob(context);
    return toJob(request, user.id);
  }),
  route('post', 'jobs/:id/hide/', async (context) => {
    const { request, user } = requireJob(context);
    const { reason } = await context.body({ reason: 'string' });
    const text = requiredText(reason, 'reason');
    market().dismissedJobs = market().dismissedJobs.filter((item) => !(item.provider === user.id && item.request === request.id));
    market().dismissedJobs.push({ provider: user.id, request: request.id, action: 'hide', reason: text, at: clock.now().toISOString() });
    return undefined;
  }),
  route('delete', 'jobs/:id/hide/', (context) => {
    const { request, user } = requireJob(context);
    market().dismissedJobs = market().dismissedJobs.filter(
      (item) => !(item.provider === user.id && item.request === request.id && item.action === 'hide'),
    );
    return undefined;
  }),
  route('post', 'jobs/:id/delete/', async (context) => {
    const { request, user } = requireJob(context);
    const { reason } = await context.body({ reason: 'string' });
    const text = requiredText(reason, 'reason');
    market().dismissedJobs = market().dismissedJobs.filter((item) => !(item.provider === user.id && item.request === request.id));
    market().dismissedJobs.push({ provider: user.id, request: request.id, action: 'delete', reason: text, at: clock.now().toISOString() });
    return undefined;
  }),
  route('post', 'jobs/:id/rate-client/', async (context) => {
    const { request, user } = requireJob(context);
    if (hiredOffer(request)?.provider !== user.id) fail(403, { text: 'Only the hired provider can rate the client' });
    return rate(context, request, user.id, request.client, 'client');
  }),
];

function profileBody(raw: Record<string, unknown>, profile: Pick<SandboxProviderProfile, 'main_category' | 'sub_services'>) {
  const result: Partial<SandboxProviderProfile> = {};
  if (raw.main_category !== undefined) {
    const category = raw.main_category as number;
    if (!market().categories.some((item) => item.id === category)) check('Unknown category', 'main_category');
    result.main_category = category;
  }
  if (raw.sub_services !== undefined) {
    const ids = numberList(raw.sub_services, 'sub_services');
    if (ids.length === 0) check(MESSAGE_TEXT.FIELD_REQUIRED, 'sub_services');
    if (!ids.every((id) => market().subServices.some((item) => item.id === id))) check('Unknown sub-service', 'sub_services');
    result.sub_services = [...new Set(ids)];
  }
  if (raw.description !== undefined) result.description = (raw.description as string).trim();
  if (raw.gallery !== undefined) {
    const gallery = stringList(raw.gallery, 'gallery');
    check(galleryError(gallery), 'gallery');
    result.gallery = gallery;
  }
  if (raw.languages !== undefined) {
    const languages = stringList(raw.languages, 'languages');
    check(languagesError(languages), 'languages');
    result.languages = languages;
  }
  if (profile.main_category === null && result.main_category === undefined) check(MESSAGE_TEXT.FIELD_REQUIRED, 'main_category');
  return result;
}

function serviceArea(raw: Record<string, unknown>): { city: number; covered_areas: number[] } {
  const city = raw.city as number;
  const areas = [...new Set(numberList(raw.covered_areas, 'covered_areas'))];
  if (!db.state.locations.cities.some((item) => item.id === city)) check('Unknown city', 'city');
  check(serviceAreaError([city], areas, db.state.locations.neighborhoods), 'covered_areas');
  return { city, covered_areas: areas };
}

const providerHandlers = [
  route('get', 'provider/profile/', (context) => {
    const user = context.requireUser();
    return toProviderProfile(profileOf(user.id) ?? fail(404, { text: 'Provider profile not found' }));
  }),
  route('put', 'update/provider/profile/info', async (context) => {
    const user = context.requireUser();
    const profile = requireProvider(user);
    const raw = await context.body({
      'main_category?': 'number',
      'sub_services?': 'array',
      'description?': 'string',
      'gallery?': 'array',
      'languages?': 'array',
    });
    Object.assign(profile, profileBody(raw, profile));
    return toProviderProfile(profile);
  }),
  route('post', 'create/provider/profile', async (context) => {
    const user = context.requireUser();
    if (profileOf(user.id)) fail(409, { text: 'You already have a provider profile' });
    const raw = await context.body({
      account_type: 'string',
      main_category: 'number',
      sub_services: 'array',
      description: 'string',
      gallery: 'array',
      languages: 'array',
      city: 'number',
      covered_areas: 'array',
    });
    const accountType = (['personal', 'company'] as const).find((item) => item === raw.account_type);
    if (!accountType) check('Choose personal or company', 'account_type');
    const info = profileBody(raw, { main_category: null, sub_services: [] });
    const now = clock.now().toISOString();
    const profile: SandboxProviderProfile = {
      id: db.nextId(),
      user: user.id,
      account_type: accountType as AccountType,
      main_category: info.main_category ?? null,
      sub_services: info.sub_services ?? [],
      description: info.description ?? '',
      gallery: info.gallery ?? [],
      languages: info.languages ?? [],
      ...serviceArea(raw),
      paused_until: null,
      location_changed_at: null,
      balance: 0,
      free_offers_day: dayOf(clock.now()),
      free_offers_used: 0,
      created_at: now,
    };
    market().providers.push(profile);
    user.has_provider_account = true;
    return created(toProviderProfile(profile));
  }),
  route('put', 'provider/profile/services-location/', async (context) => {
    const user = context.requireUser();
    const profile = requireProvider(user);
    const raw = await context.body({ city: 'number', covered_areas: 'array' });
    if (nextChangeAllowedAt(profile.location_changed_at, clock.now())) fail(400, 'LIMIT_EXCEEDED');
    Object.assign(profile, serviceArea(raw), { location_changed_at: clock.now().toISOString() });
    return toProviderProfile(profile);
  }),
  route('post', 'provider/profile/pause/', async (context) => {
    const user = context.requireUser();
    const profile = requireProvider(user);
    const { days } = await context.body({ days: 'number' });
    check(pauseDaysError(days as number), 'days');
    profile.paused_until = new Date(clock.now().getTime() + (days as number) * DAY_MS).toISOString();
    return toProviderProfile(profile);
  }),
  route('delete', 'provider/profile/pause/', (context) => {
    const profile = requireProvider(context.requireUser());
    profile.paused_until = null;
    return toProviderProfile(profile);
  }),
  route('get', 'provider/balance/', (context) => {
    const profile = requireProvider(context.requireUser());
    const left = freeOffersLeft(profile, dayOf(clock.now()));
    const balance: Balance = {
      balance: profile.balance,
      currency: 'JOD',
      offer_cost: LIMITS.offerCostJod,
      free_offers_per_day: LIMITS.freeOffersPerDay,
      free_offers_left: left,
      message: freeOffersMessage(left),
    };
    return balance;
  }),
  route('get', 'providers/:id/reviews/', (context) => {
    const id = idParam(context);
    if (!profileOf(id)) fail(404, 'NO_RESULT');
    const reviews = market()
      .ratings.filter((rating) => rating.rated === id && rating.direction === 'client_to_provider')
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    return paginate(context.url, reviews.map(toRating));
  }),
  route('get', 'providers/:id/', (context) => toPublicProvider(profileOf(idParam(context)) ?? fail(404, 'NO_RESULT'))),
  route('get', 'ratings/received/', (context) => {
    const user = context.requireUser();
    const role = parseFilter<'client' | 'provider'>(context.url.searchParams.get('role'), ['client', 'provider'], 'role');
    if (!role) fail(400, { text: 'Query parameter role is required' });
    const direction = role === 'provider' ? 'client_to_provider' : 'provider_to_client';
    const received = market()
      .ratings.filter((rating) => rating.rated === user.id && rating.direction === direction)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    return paginate(context.url, received.map(toRating));
  }),
];

const reportHandlers = [
  route('post', 'reports/', async (context) => {
    const user = context.requireUser();
    const raw = await context.body({ reported_user: 'number', request: 'nullable-number', reason: 'string', 'explanation?': 'string' });
    const reported = raw.reported_user;
    if (reported === user.id || !userOf(reported)) check('Unknown user', 'reported_user');
    const requestId = raw.request;
    if (requestId !== null) {
      const request = findRequestOrNull(requestId);
      const involved = request
        ? [request.client, ...market().offers.filter((offer) => offer.request === request.id).map((offer) => offer.provider)]
        : [];
      if (!involved.includes(user.id) || !involved.includes(reported)) check('Unknown request', 'request');
    }
    const reason: ReportReason =
      REPORT_REASONS.find((item) => item === raw.reason) ?? fail(400, 'FIELD_REQUIRED', { reason: MESSAGE_TEXT.FIELD_REQUIRED });
    const report = {
      id: db.nextId(),
      reporter: user.id,
      reported_user: reported,
      request: requestId,
      reason,
      explanation: typeof raw.explanation === 'string' ? raw.explanation.trim() : '',
      created_at: clock.now().toISOString(),
    };
    market().reports.push(report);
    notify(
      user.id,
      'report_received',
      ['استلمنا بلاغك', 'We received your report'],
      ['سنراجع بلاغك ونتواصل معك', 'We will review your report and get back to you'],
      requestId === null ? {} : { request: requestId },
    );
    const { reporter: _reporter, ...visible } = report;
    const body: Report = visible;
    return created(body);
  }),
];

const notificationHandlers = [
  route('get', 'notifications/', (context) => {
    const user = context.requireUser();
    const mine = market()
      .notifications.filter((note) => note.user === user.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    return paginate(context.url, mine.map(toNotification));
  }),
  route('get', 'notifications/unread-count/', (context) => {
    const user = context.requireUser();
    return { count: market().notifications.filter((note) => note.user === user.id && !note.is_read).length };
  }),
  route('post', 'notifications/read-all/', async (context) => {
    const user = context.requireUser();
    await context.body({});
    const unread = market().notifications.filter((note) => note.user === user.id && !note.is_read);
    unread.forEach((note) => {
      note.is_read = true;
    });
    return { count: unread.length };
  }),
  route('post', 'notifications/:id/read/', async (context) => {
    const user = context.requireUser();
    const id = idParam(context);
    await context.body({});
    const note = market().notifications.find((item) => item.id === id && item.user === user.id) ?? fail(404, 'NO_RESULT');
    note.is_read = true;
    return toNotification(note);
  }),
];

/** Catalogue, questions, requests, jobs, offers, balance, ratings, reports, notifications (docs/api/marketplace.md). */
export const marketHandlers = [
  ...catalogueHandlers,
  ...requestHandlers,
  ...offerHandlers,
  ...jobHandlers,
  ...providerHandlers,
  ...reportHandlers,
  ...notificationHandlers,
];

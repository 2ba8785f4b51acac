import { db } from '@/mocks/db';
import { getFirstQuestion, getMainCategory, getNextQuestion } from '@/services/catalogue';
import { getArticle, sendContactMessage } from '@/services/content';
import { newIdempotencyKey } from '@/services/idempotency';
import { getNotifications, getUnreadNotificationsCount, markAllNotificationsRead } from '@/services/notifications';
import { hireOffer, sendOffer } from '@/services/offers';
import {
  createProviderProfile,
  getPublicProvider,
  updateProviderProfileInfo,
  updateServicesLocation,
} from '@/services/provider';
import { rateClient, rateProvider } from '@/services/ratings';
import { createReport } from '@/services/reports';
import { inviteProvider } from '@/services/requests';
import { DEMO } from '@/tests/factories';
import { advance, useJordan } from './accounts.test-kit';
import {
  as,
  clientScores,
  LEAK_REPAIR,
  leakJob,
  listen,
  newRequest,
  providerScores,
  rawJson,
  type Listener,
} from './market.test-kit';

const DAY = 24 * 60 * 60 * 1000;
const gallery = (count: number) => Array.from({ length: count }, (_, index) => `/sandbox/gallery/${index}.jpg`);

beforeEach(() => useJordan());

describe('provider profile (spec §7 calls)', () => {
  it('takes up to 6 gallery images, no PDF', async () => {
    await as('provider');
    await expect(updateProviderProfileInfo({ gallery: gallery(6) })).resolves.toHaveProperty('gallery', gallery(6));
    await expect(updateProviderProfileInfo({ gallery: gallery(7) })).rejects.toMatchObject({
      status: 400,
      fields: { gallery: 'Maximum 6 images allowed' },
    });
    await expect(updateProviderProfileInfo({ gallery: ['/portfolio.pdf'] })).rejects.toMatchObject({
      messageKey: 'PDF_NOT_SUPPORTED',
    });
    await expect(getPublicProvider(DEMO.provider.id)).resolves.toHaveProperty('gallery', gallery(6));
  });

  it('takes up to 4 languages, each once', async () => {
    await as('provider');
    await expect(updateProviderProfileInfo({ languages: ['ar', 'en', 'fr', 'tr'] })).resolves.toHaveProperty(
      'languages',
      ['ar', 'en', 'fr', 'tr'],
    );
    await expect(updateProviderProfileInfo({ languages: ['ar', 'en', 'fr', 'tr', 'de'] })).rejects.toMatchObject({
      status: 400,
      fields: { languages: 'Choose up to 4 languages' },
    });
    await expect(updateProviderProfileInfo({ languages: [] })).rejects.toMatchObject({ messageKey: 'FIELD_REQUIRED' });
  });

  it('refuses a code outside the accepted list (services/spoken-languages.ts) with a 400 on languages', async () => {
    await as('provider');
    for (const code of ['!!', 'xx', 'english']) {
      await expect(updateProviderProfileInfo({ languages: ['ar', code] })).rejects.toMatchObject({
        status: 400,
        fields: { languages: `Unsupported language: ${code}` },
      });
    }
    await expect(getPublicProvider(DEMO.provider.id)).resolves.not.toHaveProperty(
      'languages',
      expect.arrayContaining(['!!']),
    );
  });

  it('takes only sub-services of the main category, the one sent or the one kept', async () => {
    await as('provider');
    const kept = db.state.market.providers.find((profile) => profile.user === DEMO.provider.id)!.main_category!;
    const of = (category: number) =>
      db.state.market.subServices.filter((item) => item.category === category).map((item) => item.id);
    const other = db.state.market.categories.find((category) => category.id !== kept)!.id;
    const refused = { status: 400, fields: { sub_services: 'Choose services of the chosen category only' } };
    await expect(updateProviderProfileInfo({ sub_services: of(other).slice(0, 1) })).rejects.toMatchObject(refused);
    await expect(
      updateProviderProfileInfo({ main_category: other, sub_services: of(kept).slice(0, 1) }),
    ).rejects.toMatchObject(refused);
    await expect(
      updateProviderProfileInfo({ main_category: other, sub_services: of(other).slice(0, 2) }),
    ).resolves.toMatchObject({ sub_services: of(other).slice(0, 2) });
  });

  it('validates the info body strictly (phone numbers and cities are not profile info)', async () => {
    await as('provider');
    await expect(rawJson('PUT', 'update/provider/profile/info', { city: 2 })).resolves.toEqual({
      status: 400,
      body: { error: 'Unknown field(s): city' },
    });
  });

  it('serves one city; its areas must be in it; once a calendar month ("You excced the limit")', async () => {
    await as('provider');
    await expect(
      rawJson('PUT', 'provider/profile/services-location/', { city: [1, 2], covered_areas: [1] }),
    ).resolves.toEqual({
      status: 400,
      body: { error: 'Invalid type for city: expected number' },
    });
    await expect(updateServicesLocation({ city: 1, covered_areas: [1, 21] })).rejects.toMatchObject({
      status: 400,
      fields: { covered_areas: 'Areas not in the chosen city: 21' },
    });
    await expect(updateServicesLocation({ city: 2, covered_areas: [21] })).resolves.toMatchObject({
      city: 2,
      covered_areas: [21],
    });
    await expect(updateServicesLocation({ city: 1, covered_areas: [1] })).rejects.toMatchObject({
      status: 400,
      messageKey: 'LIMIT_EXCEEDED',
    });
    advance(31 * DAY);
    await expect(updateServicesLocation({ city: 1, covered_areas: [1] })).resolves.toMatchObject({ city: 1 });
  });

  it('creates a profile once, with one city', async () => {
    await as('client');
    const body = {
      account_type: 'personal' as const,
      main_category: 2,
      sub_services: [LEAK_REPAIR],
      description: 'Plumber',
      gallery: gallery(1),
      languages: ['ar'],
      city: 1,
      covered_areas: [1, 2],
    };
    await expect(createProviderProfile({ ...body, gallery: gallery(7) }, newIdempotencyKey())).rejects.toMatchObject({
      status: 400,
      fields: { gallery: expect.any(String) },
    });
    await expect(createProviderProfile(body, newIdempotencyKey())).resolves.toMatchObject({
      user: DEMO.client.id,
      city: 1,
      free_offers_left: 5,
      balance: 0,
    });
    await expect(createProviderProfile(body, newIdempotencyKey())).rejects.toMatchObject({ status: 409 });
  });
});

describe('ratings', () => {
  it('open once a provider is hired; each side rates once; scores 1 to 5; experience required', async () => {
    const open = await leakJob(false);
    await as('client');
    await expect(rateProvider(open.request, providerScores(5), newIdempotencyKey())).rejects.toMatchObject({
      status: 409,
    });

    const { request } = await leakJob(true);
    await expect(
      rateProvider(request, { ...providerScores(5), punctuality: 6 }, newIdempotencyKey()),
    ).rejects.toMatchObject({
      status: 400,
      fields: { punctuality: 'Choose from 1 to 5' },
    });
    await expect(
      rateProvider(request, { ...providerScores(5), experience: ' ' }, newIdempotencyKey()),
    ).rejects.toMatchObject({ messageKey: 'FIELD_REQUIRED' });
    await expect(rateProvider(request, providerScores(4), newIdempotencyKey())).resolves.toMatchObject({
      direction: 'client_to_provider',
      average: 4,
      rated: DEMO.provider.id,
    });
    await expect(rateProvider(request, providerScores(4), newIdempotencyKey())).rejects.toMatchObject({
      status: 409,
      serverMessage: 'You already rated this job',
    });

    await as('provider');
    await expect(rateClient(request, clientScores(5), newIdempotencyKey())).resolves.toMatchObject({
      direction: 'provider_to_client',
      rated: DEMO.client.id,
    });
  });

  it('only the hired provider rates the client', async () => {
    const { request } = await leakJob(true);
    db.state.market.requests.find((item) => item.id === request)?.invited_providers.push(DEMO.company.id);
    await as('company');
    await expect(rateClient(request, clientScores(5), newIdempotencyKey())).rejects.toMatchObject({ status: 403 });
  });
});

describe('reports', () => {
  it('takes a known reason about someone involved, and refuses oneself', async () => {
    const { request } = await leakJob(false);
    await as('client');
    await expect(
      createReport(
        { reported_user: DEMO.provider.id, request, reason: 'no_show', explanation: 'Never came' },
        newIdempotencyKey(),
      ),
    ).resolves.toMatchObject({
      reported_user: DEMO.provider.id,
      request,
      reason: 'no_show',
    });
    await expect(
      createReport({ reported_user: DEMO.client.id, request: null, reason: 'spam' }, newIdempotencyKey()),
    ).rejects.toMatchObject({
      status: 400,
      fields: { reported_user: 'Unknown user' },
    });
    await expect(
      createReport({ reported_user: DEMO.company.id, request, reason: 'spam' }, newIdempotencyKey()),
    ).rejects.toMatchObject({
      fields: { request: 'Unknown request' },
    });
    await expect(
      createReport({ reported_user: DEMO.provider.id, request: null, reason: 'rude' as never }, newIdempotencyKey()),
    ).rejects.toMatchObject({
      messageKey: 'FIELD_REQUIRED',
      fields: { reason: 'This field is required' },
    });
  });
});

describe('notifications pushed to user_{id}', () => {
  const listeners: Listener[] = [];
  afterEach(() => listeners.splice(0).forEach((listener) => listener.close()));

  async function listenAs(user: 'client' | 'provider' | 'company'): Promise<Listener> {
    const listener = await listen(DEMO[user].id, await as(user));
    listeners.push(listener);
    return listener;
  }

  it('a new offer reaches the owner; a hire the hired provider; the others hear they were not chosen', async () => {
    const client = await listenAs('client');
    const omar = await listenAs('provider');
    const company = await listenAs('company');

    await as('client');
    const request = await newRequest(LEAK_REPAIR);
    await inviteProvider(request.id, DEMO.company.id);
    await as('provider');
    const offer = await sendOffer(request.id, { price: 30 }, newIdempotencyKey());
    await vi.waitFor(() => expect(client.received).toEqual(['عرض جديد على طلبك']));
    await as('company');
    await sendOffer(request.id, { price: 35 }, newIdempotencyKey());
    await vi.waitFor(() => expect(client.received).toHaveLength(2));
    expect(omar.received).toEqual([]);

    await as('client');
    await hireOffer(offer.id);
    await vi.waitFor(() => expect(omar.received).toEqual(['تم توظيفك']));
    await vi.waitFor(() => expect(company.received).toContain('لم يتم اختيار عرضك'));
    expect(client.received).toHaveLength(2);
  });

  it('a rating reaches the rated user, in their language', async () => {
    db.state.accounts.users.find((user) => user.id === DEMO.provider.id)!.language = 'en';
    const { request } = await leakJob(true);
    const omar = await listenAs('provider');
    await as('client');
    await rateProvider(request, providerScores(5), newIdempotencyKey());
    await vi.waitFor(() => expect(omar.received).toEqual(['You were rated']));
    await as('provider');
    await expect(getNotifications()).resolves.toMatchObject({
      results: expect.arrayContaining([expect.objectContaining({ kind: 'rated', request })]),
    });
  });

  it('a report reaches the reporter, not the reported user', async () => {
    const client = await listenAs('client');
    const omar = await listenAs('provider');
    await as('client');
    await createReport({ reported_user: DEMO.provider.id, request: null, reason: 'spam' }, newIdempotencyKey());
    await vi.waitFor(() => expect(client.received).toEqual(['استلمنا بلاغك']));
    expect(omar.received).toEqual([]);
  });

  it('counts unread notifications and marks them read', async () => {
    await as('client');
    const { count } = await getUnreadNotificationsCount();
    expect(count).toBeGreaterThan(0);
    await expect(markAllNotificationsRead()).resolves.toEqual({ count });
    await expect(getUnreadNotificationsCount()).resolves.toEqual({ count: 0 });
  });
});

describe('catalogue and content messages (spec §8)', () => {
  it('"No questions found for this user type" and "Failed to fetch first question"', async () => {
    await expect(getFirstQuestion(LEAK_REPAIR, 'client')).resolves.toMatchObject({
      sub_service: LEAK_REPAIR,
      user_type: 'client',
    });
    await expect(getFirstQuestion(501, 'provider')).rejects.toMatchObject({ status: 404, messageKey: 'NO_QUESTIONS' });
    await expect(getFirstQuestion(999, 'client')).rejects.toMatchObject({
      status: 404,
      messageKey: 'FIRST_QUESTION_FAILED',
    });
  });

  it('"No result found" for an unknown category or question, 400 for a foreign option', async () => {
    await expect(getMainCategory(999)).rejects.toMatchObject({ status: 404, messageKey: 'NO_RESULT' });
    await expect(getNextQuestion(1, [])).rejects.toMatchObject({ status: 404, messageKey: 'NO_RESULT' });
    const first = await getFirstQuestion(LEAK_REPAIR, 'client');
    await expect(getNextQuestion(first.id, [1])).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Unknown option for this question',
    });
  });

  it('"The article not found"; contact needs a topic and details', async () => {
    await expect(getArticle(999)).rejects.toMatchObject({ status: 404, messageKey: 'ARTICLE_NOT_FOUND' });
    await expect(sendContactMessage({ topic: 'general', details: ' ' }, newIdempotencyKey())).rejects.toMatchObject({
      status: 400,
      messageKey: 'FIELD_REQUIRED',
      fields: { details: 'This field is required' },
    });
    await expect(rawJson('POST', 'contact-us/', { topic: 'general', details: 'Hi', phone: '1' })).resolves.toEqual({
      status: 400,
      body: { error: 'Unknown field(s): phone' },
    });
  });

  it('the full category list needs page_size=99999 exactly', async () => {
    await expect(rawJson('GET', 'services/main-categories/', undefined, '?country=1')).resolves.toEqual({
      status: 400,
      body: { error: 'Query parameter page_size=99999 is required' },
    });
  });
});

import { resetSandbox } from '@/mocks/node';
import { LIST_SCENARIO_SIZES } from '@/mocks/scenarios/lists';
import { newIdempotencyKey } from '@/services/api/idempotency';
import { getCompletedWorks, getJob, getScheduledWorks } from '@/services/jobs/jobs';
import { getNotifications } from '@/services/notifications/notifications';
import { getRequestOffers, hireOffer } from '@/services/offers/offers';
import { completeRequest, getAllMyRequests, getMyRequests, getRequest } from '@/services/requests/requests';
import { rateClient, rateProvider } from '@/services/reviews/ratings';
import { DEMO } from '@/tests/factories';
import { useJordan } from './accounts.test-kit';
import { as, clientScores, leakJob, providerScores, rawJson } from './market.test-kit';

beforeEach(() => useJordan());

describe('my_rating on the request, the job and the work', () => {
  it('is null until I rate, then my own rating (each side sees only theirs)', async () => {
    const { request } = await leakJob(true);
    await as('client');
    await expect(getRequest(request)).resolves.toMatchObject({ my_rating: null });
    await rateProvider(request, providerScores(4), newIdempotencyKey());
    await expect(getRequest(request)).resolves.toMatchObject({
      my_rating: {
        direction: 'client_to_provider',
        average: 4,
        experience: 'Quick and tidy',
        rater: { id: DEMO.client.id },
      },
    });

    await as('provider');
    await expect(getJob(request)).resolves.toMatchObject({ my_rating: null });
    await rateClient(request, clientScores(5), newIdempotencyKey());
    await expect(getJob(request)).resolves.toMatchObject({
      my_rating: { direction: 'provider_to_client', average: 5 },
    });
    const work = (await getScheduledWorks()).find((item) => item.job.id === request);
    expect(work?.job.my_rating).toMatchObject({ direction: 'provider_to_client', rated: DEMO.client.id });
  });
});

describe('GET jobs/scheduled/?scope=completed', () => {
  it('moves a completed work from the schedule to the completed works, and tells the provider with a completion', async () => {
    const { request } = await leakJob(true);
    await as('client');
    await completeRequest(request);

    await as('provider');
    expect((await getScheduledWorks()).map((work) => work.job.id)).not.toContain(request);
    const completed = await getCompletedWorks();
    expect(completed.results.map((work) => work.job.id)).toContain(request);
    expect(completed.results.find((work) => work.job.id === request)?.job).toMatchObject({
      status: 'completed',
      my_rating: null,
      client: { phone_number: DEMO.client.phone },
    });
    expect((await getNotifications()).results[0]).toMatchObject({ kind: 'completed', request });
  });

  it('refuses an unknown scope', async () => {
    await as('provider');
    await expect(rawJson('GET', 'jobs/scheduled/', undefined, '?country=1&scope=later')).resolves.toEqual({
      status: 400,
      body: { error: 'Invalid scope: later' },
    });
  });
});

describe('the long-list scenarios: past the first page, read whole', () => {
  it(`many-offers: a request with ${LIST_SCENARIO_SIZES.offers} offers from as many providers; the last can be hired`, async () => {
    resetSandbox('many-offers');
    await as('client');
    const [newest] = (await getMyRequests('current')).results;
    const page = await rawJson('GET', `requests/${newest!.id}/offers/`);
    expect(page.body).toMatchObject({ count: LIST_SCENARIO_SIZES.offers, next: expect.stringContaining('page=2') });
    const offers = await getRequestOffers(newest!.id);
    expect(offers).toHaveLength(LIST_SCENARIO_SIZES.offers);
    expect(new Set(offers.map((offer) => offer.provider.id)).size).toBe(LIST_SCENARIO_SIZES.offers);
    const last = offers.at(-1)!;
    expect(last.provider.display_name).toBe(`فني رقم ${LIST_SCENARIO_SIZES.offers}`);
    await expect(hireOffer(last.id)).resolves.toMatchObject({ status: 'hired' });
  });

  it(`many-scheduled-works: provider@ has ${LIST_SCENARIO_SIZES.scheduledWorks} more hired works, the last with its address and phone`, async () => {
    const before = (await as('provider'), (await getScheduledWorks()).length);
    resetSandbox('many-scheduled-works');
    await as('provider');
    const works = await getScheduledWorks();
    expect(works).toHaveLength(before + LIST_SCENARIO_SIZES.scheduledWorks);
    expect(works.at(-1)?.job).toMatchObject({
      comment: `عمل مجدول رقم ${LIST_SCENARIO_SIZES.scheduledWorks}.`,
      address: { id: expect.any(Number) },
      client: { phone_number: DEMO.client.phone },
    });
  });

  it(`many-open-requests: client@ has ${LIST_SCENARIO_SIZES.openRequests} more open requests, all read`, async () => {
    resetSandbox('many-open-requests');
    await as('client');
    const current = await getAllMyRequests('current');
    expect(current.filter((request) => request.comment.startsWith('طلب مفتوح رقم'))).toHaveLength(
      LIST_SCENARIO_SIZES.openRequests,
    );
    expect(current.at(-1)?.comment).toBe(`طلب مفتوح رقم ${LIST_SCENARIO_SIZES.openRequests}.`);
  });
});

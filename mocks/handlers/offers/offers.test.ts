import { advance, useJordan } from '@/mocks/handlers/accounts.test-kit';
import { as, HOME_CLEANING, LEAK_REPAIR, LIGHTING, newRequest, rawJson } from '@/mocks/handlers/market.test-kit';
import { sandboxControl } from '@/mocks/shared/control';
import { db } from '@/mocks/shared/db';
import { newIdempotencyKey } from '@/services/api/idempotency';
import { getBalance } from '@/services/balance/balance';
import { getJobOpportunities } from '@/services/jobs/jobs';
import { sendOffer } from '@/services/offers/offers';
import { getProviderProfile, pauseOffers, resumeOffers } from '@/services/provider-account/provider';
import { getRequest, getSuggestedProviders, inviteProvider } from '@/services/requests/requests';
import { LIMITS } from '@/services/shared/limits';
import { DEMO } from '@/tests/factories';

const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => useJordan());

/** `count` new home-cleaning requests of the client (Al-Noor covers them). */
async function cleaningRequests(count: number): Promise<number[]> {
  await as('client');
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) ids.push((await newRequest(HOME_CLEANING)).id);
  return ids;
}

describe('POST requests/{id}/offers/: price', () => {
  it.each([LIMITS.offerPriceMin, 250.5, LIMITS.offerPriceMax])('accepts %s', async (price) => {
    const [id] = await cleaningRequests(1);
    await as('company');
    await expect(sendOffer(id!, { price }, newIdempotencyKey())).resolves.toMatchObject({ price, status: 'pending' });
  });

  it.each([
    [9.99, 'Minimum allowed is 10'],
    [0, 'Minimum allowed is 10'],
    [10_000.5, 'Maximum allowed is 10,000'],
  ])('refuses %s with "%s" on price', async (price, message) => {
    const [id] = await cleaningRequests(1);
    await as('company');
    await expect(sendOffer(id!, { price }, newIdempotencyKey())).rejects.toMatchObject({
      status: 400,
      serverMessage: message,
      fields: { price: message },
    });
    await as('client');
    await expect(getRequest(id!)).resolves.toMatchObject({ status: 'open', offers_count: 0 });
  });

  it('takes up to 5 images, and no PDF', async () => {
    const [id, other] = await cleaningRequests(2);
    await as('company');
    const six = [1, 2, 3, 4, 5, 6].map((index) => `/sandbox/offers/${index}.jpg`);
    await expect(sendOffer(id!, { price: 50, images: six }, newIdempotencyKey())).rejects.toMatchObject({
      status: 400,
      messageKey: 'MAX_IMAGES',
    });
    await expect(
      sendOffer(id!, { price: 50, images: ['/files/quote.pdf'] }, newIdempotencyKey()),
    ).rejects.toMatchObject({ messageKey: 'PDF_NOT_SUPPORTED' });
    await expect(sendOffer(id!, { price: 50, images: six.slice(0, 5) }, newIdempotencyKey())).resolves.toHaveProperty(
      'images',
      six.slice(0, 5),
    );
    await expect(
      sendOffer(other!, { price: 50, proposed_date: 'tomorrow' }, newIdempotencyKey()),
    ).rejects.toMatchObject({ fields: { proposed_date: expect.any(String) } });
  });

  it('answers a second offer on the same request with 409', async () => {
    const [id] = await cleaningRequests(1);
    await as('company');
    await sendOffer(id!, { price: 50 }, newIdempotencyKey());
    await expect(sendOffer(id!, { price: 45 }, newIdempotencyKey())).rejects.toMatchObject({
      status: 409,
      serverMessage: 'You already sent an offer on this request',
    });
  });

  it('validates the body strictly', async () => {
    const [id] = await cleaningRequests(1);
    await as('company');
    await expect(rawJson('POST', `requests/${id}/offers/`, { price: 50, discount: 5 })).resolves.toEqual({
      status: 400,
      body: { error: 'Unknown field(s): discount' },
    });
    await expect(rawJson('POST', `requests/${id}/offers/`, { details: 'Cheap' })).resolves.toEqual({
      status: 400,
      body: { error: 'Missing field: price', fields: { price: 'This field is required' } },
    });
    await expect(rawJson('POST', `requests/${id}/offers/`, { price: '50' })).resolves.toEqual({
      status: 400,
      body: { error: 'Invalid type for price: expected number' },
    });
  });
});

describe('5 free offers a day, then the balance', () => {
  it('spends the free offers first, then 1 JOD of balance each; a new day brings 5 more', async () => {
    const ids = await cleaningRequests(LIMITS.freeOffersPerDay + 1);
    await as('company');
    await expect(getBalance()).resolves.toMatchObject({
      balance: 50,
      free_offers_left: 5,
      free_offers_per_day: 5,
      message: null,
    });
    for (const id of ids.slice(0, LIMITS.freeOffersPerDay)) await sendOffer(id, { price: 50 }, newIdempotencyKey());
    await expect(getBalance()).resolves.toMatchObject({
      balance: 50,
      free_offers_left: 0,
      message: 'all 5 free daily offers used',
    });
    await expect(getProviderProfile()).resolves.toMatchObject({ free_offers_left: 0 });

    await sendOffer(ids[LIMITS.freeOffersPerDay]!, { price: 50 }, newIdempotencyKey());
    await expect(getBalance()).resolves.toMatchObject({ balance: 50 - LIMITS.offerCostJod, free_offers_left: 0 });
    expect(
      db.state.market.offers.filter((offer) => offer.provider === DEMO.company.id && offer.paid_with === 'balance'),
    ).toHaveLength(1);

    advance(DAY);
    await expect(getBalance()).resolves.toMatchObject({ free_offers_left: 5, message: null });
  });

  it('counts the day in Asia/Amman: 5 more at 21:00 UTC, not at UTC midnight', async () => {
    sandboxControl.setClockOffset(Date.parse('2026-01-15T20:40:00Z') - Date.now());
    const ids = await cleaningRequests(LIMITS.freeOffersPerDay);
    await as('company');
    for (const id of ids) await sendOffer(id, { price: 50 }, newIdempotencyKey());
    await expect(getBalance()).resolves.toMatchObject({ free_offers_left: 0 });
    advance(15 * 60 * 1000); // 20:55Z: still the 15th in Amman
    await expect(getBalance()).resolves.toMatchObject({ free_offers_left: 0 });
    advance(10 * 60 * 1000); // 21:05Z: the 16th in Amman
    await expect(getBalance()).resolves.toMatchObject({ free_offers_left: 5 });
  });

  it('answers "You don\'t have enough balance" (402) with neither free offers nor balance, and keeps nothing', async () => {
    await as('client');
    const request = await newRequest(LIGHTING);
    await as('busyProvider');
    await expect(getBalance()).resolves.toMatchObject({
      balance: 0,
      free_offers_left: 0,
      message: 'all 5 free daily offers used',
    });
    await expect(sendOffer(request.id, { price: 25 }, newIdempotencyKey())).rejects.toMatchObject({
      status: 402,
      messageKey: 'NOT_ENOUGH_BALANCE',
    });
    await as('client');
    await expect(getRequest(request.id)).resolves.toMatchObject({ status: 'open', offers_count: 0 });
  });

  it('lets the busy provider offer again the next day', async () => {
    await as('client');
    const request = await newRequest(LIGHTING);
    advance(DAY);
    await as('busyProvider');
    await expect(sendOffer(request.id, { price: 25 }, newIdempotencyKey())).resolves.toMatchObject({
      status: 'pending',
    });
  });
});

describe('pausing new jobs', () => {
  it('takes 1 to 30 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] }); // the clock stands still: the pause ends exactly 7 days from now
    onTestFinished(() => void vi.useRealTimers());
    await as('provider');
    for (const days of [0, LIMITS.pauseDaysMax + 1, 1.5]) {
      await expect(pauseOffers(days)).rejects.toMatchObject({
        status: 400,
        fields: { days: 'Choose between 1 and 30 days' },
      });
    }
    const paused = await pauseOffers(7);
    expect(new Date(paused.paused_until ?? '').getTime()).toBe(Date.now() + 7 * DAY);
  });

  it('a paused provider gets no opportunities, is not suggested and cannot be invited, until the pause ends', async () => {
    await as('client');
    const request = await newRequest(LEAK_REPAIR);
    await as('provider');
    await expect(getJobOpportunities()).resolves.toMatchObject({
      results: expect.arrayContaining([expect.objectContaining({ id: request.id })]),
    });
    await pauseOffers(3);
    await expect(getJobOpportunities()).resolves.toMatchObject({ count: 0, results: [] });

    await as('client');
    expect((await getSuggestedProviders(request.id)).map((provider) => provider.id)).not.toContain(DEMO.provider.id);
    await expect(inviteProvider(request.id, DEMO.provider.id)).rejects.toMatchObject({
      status: 409,
      serverMessage: 'This provider paused new jobs',
    });

    advance(3 * DAY);
    expect((await getSuggestedProviders(request.id)).map((provider) => provider.id)).toContain(DEMO.provider.id);
    await as('provider');
    await expect(getJobOpportunities()).resolves.toMatchObject({
      results: expect.arrayContaining([expect.objectContaining({ id: request.id })]),
    });
  });

  it('resuming brings the jobs back at once', async () => {
    await as('provider');
    await pauseOffers(10);
    await expect(resumeOffers()).resolves.toMatchObject({ paused_until: null });
    await expect(getJobOpportunities()).resolves.not.toMatchObject({ count: 0 });
  });
});

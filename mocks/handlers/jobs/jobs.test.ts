import { advance, useJordan } from '@/mocks/handlers/accounts.test-kit';
import { as, LEAK_REPAIR, newRequest, rawJson, type DemoUser } from '@/mocks/handlers/market.test-kit';
import { db } from '@/mocks/shared/db';
import { newIdempotencyKey } from '@/services/api/idempotency';
import {
  deleteJob,
  getHiddenJobs,
  getJobOpportunities,
  getSubmittedOffers,
  hideJob,
  unhideJob,
} from '@/services/jobs/jobs';
import type { OfferOutcome } from '@/services/lifecycle/offer';
import type { RequestStatus } from '@/services/lifecycle/request';
import { sendOffer } from '@/services/offers/offers';

beforeEach(() => useJordan());

/** `count` new leak-repair requests of the client (the provider covers them), the newest last. */
async function leakRequests(count: number): Promise<number[]> {
  await as('client');
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push((await newRequest(LEAK_REPAIR)).id);
    advance(1000);
  }
  return ids;
}

const hiddenIds = async () => (await getHiddenJobs()).results.map((hidden) => hidden.job.id);

const setStatus = (id: number, status: RequestStatus) => {
  const request = db.state.market.requests.find((item) => item.id === id);
  if (request) request.status = status;
};

describe('GET jobs/hidden/', () => {
  it('lists the jobs I hid, most recently hidden first, with the reason, and not the ones I deleted', async () => {
    const [first, second, deleted] = await leakRequests(3);
    await as('provider');
    await hideJob(first!, 'Too far');
    advance(1000);
    await hideJob(second!, 'Busy that week');
    await deleteJob(deleted!, 'Not my kind of work');
    const page = await getHiddenJobs();
    expect(page.count).toBe(2);
    expect(page.results.map(({ job, reason }) => [job.id, reason])).toEqual([
      [second, 'Busy that week'],
      [first, 'Too far'],
    ]);
    expect(page.results[0]?.job).toMatchObject({ status: 'open', offers_count: 0, is_invited: false });
    expect(page.results[0]?.hidden_at).toEqual(expect.any(String));
  });

  it('gives a job shown again back to the feed, and takes it off the list', async () => {
    const [id] = await leakRequests(1);
    await as('provider');
    await hideJob(id!, 'Later');
    expect((await getJobOpportunities()).results.map((job) => job.id)).not.toContain(id);
    await unhideJob(id!);
    expect(await hiddenIds()).toEqual([]);
    expect((await getJobOpportunities()).results.map((job) => job.id)).toContain(id);
  });

  it.each<[RequestStatus, boolean]>([
    ['open', true],
    ['offers_received', true],
    ['provider_hired', false],
    ['completed', false],
    ['cancelled', false],
    ['closed', false],
  ])(
    'a hidden job that is %s: listed %s (only a job that still takes offers can come back)',
    async (status, listed) => {
      const [id] = await leakRequests(1);
      await as('provider');
      await hideJob(id!, 'Later');
      setStatus(id!, status);
      expect(await hiddenIds()).toEqual(listed ? [id] : []);
      expect((await getHiddenJobs()).count).toBe(listed ? 1 : 0);
    },
  );

  it('leaves out a hidden job I have since sent an offer on (it is in my offers, not the feed)', async () => {
    const [id, kept] = await leakRequests(2);
    await as('provider');
    await hideJob(id!, 'Later');
    await hideJob(kept!, 'Later');
    await sendOffer(id!, { price: 40 }, newIdempotencyKey());
    expect(await hiddenIds()).toEqual([kept]);
  });

  it('is for providers only', async () => {
    await as('client');
    await expect(rawJson('GET', 'jobs/hidden/')).resolves.toMatchObject({ status: 403 });
  });
});

describe('GET jobs/submitted-offers/?outcome=', () => {
  // The seed's offers (mocks/data/offers/offers.ts): whose, and how each ended.
  it.each<[DemoUser, OfferOutcome | undefined, number[]]>([
    ['provider', undefined, [7001, 7002, 7004, 7010]],
    ['provider', 'pending', [7001, 7002]],
    ['provider', 'hired', [7004, 7010]],
    ['provider', 'rejected_by_client', []],
    ['busyProvider', 'pending', [7003, 7009]],
    ['busyProvider', 'rejected_by_client', [7007]],
    ['busyProvider', 'rejected_by_system', [7005]],
    ['busyProvider', 'withdrawn', []],
    ['company', 'hired', [7006]],
    ['company', 'withdrawn', [7008]],
    ['company', 'rejected_by_system', []],
  ])('%s, outcome %s: %j', async (user, outcome, ids) => {
    await as(user);
    const page = await getSubmittedOffers(1, outcome);
    expect(page.count).toBe(ids.length);
    expect(page.results.map((offer) => offer.id).sort()).toEqual(ids);
  });

  it('lists newest first', async () => {
    await as('provider');
    const dates = (await getSubmittedOffers()).results.map((offer) => offer.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(['rejected', 'Pending', 'hired,pending'])('refuses outcome=%s with 400', async (outcome) => {
    await as('provider');
    await expect(
      rawJson('GET', 'jobs/submitted-offers/', undefined, `?country=1&outcome=${encodeURIComponent(outcome)}`),
    ).resolves.toEqual({
      status: 400,
      body: { error: `Invalid outcome: ${outcome}` },
    });
  });
});

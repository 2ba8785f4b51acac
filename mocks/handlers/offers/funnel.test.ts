import { useJordan } from '@/mocks/handlers/accounts.test-kit';
import { as, LEAK_REPAIR, newRequest, rawJson } from '@/mocks/handlers/market.test-kit';
import { clock } from '@/mocks/shared/clock';
import { db } from '@/mocks/shared/db';
import { newIdempotencyKey } from '@/services/api/idempotency';
import { getOffer, getOfferFunnel, hireOffer, markOfferContacted, sendOffer } from '@/services/offers/offers';
import { LIMITS } from '@/services/shared/limits';
import { DEMO } from '@/tests/factories';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

beforeEach(() => useJordan());

function omar() {
  const user = db.state.accounts.users.find((item) => item.email === DEMO.provider.email)!;
  return db.state.market.providers.find((item) => item.user === user.id)!;
}

const stored = (id: number) => db.state.market.offers.find((offer) => offer.id === id)!;

/** Omar's (provider) funnel as the raw answer: every field the sandbox sends. */
async function funnel() {
  await as('provider');
  const { status, body } = await rawJson('GET', 'jobs/submitted-offers/funnel/');
  expect(status).toBe(200);
  return body as Record<'days' | 'sent' | 'seen' | 'contacted' | 'hired' | 'spent' | 'credited', number>;
}

/** The client's new leak-repair request with Omar's offer on it, paid from his balance when `paid`. */
async function sent({ paid = false } = {}): Promise<number> {
  await as('client');
  const request = (await newRequest(LEAK_REPAIR)).id;
  if (paid) Object.assign(omar(), { free_offers_used: LIMITS.freeOffersPerDay });
  await as('provider');
  return (await sendOffer(request, { price: 80 }, newIdempotencyKey())).id;
}

describe('GET jobs/submitted-offers/funnel/ (designed, issue 34)', () => {
  it('answers the 30-day window with every step and both amounts', async () => {
    expect(Object.keys(await funnel()).sort()).toEqual(
      ['contacted', 'credited', 'days', 'hired', 'seen', 'sent', 'spent'].sort(),
    );
    expect((await funnel()).days).toBe(30);
  });

  it('counts an offer sent, then seen, contacted and hired by its client, each once', async () => {
    const before = await funnel();
    const offer = await sent();
    expect(await funnel()).toMatchObject({ sent: before.sent + 1, seen: before.seen });
    await as('client');
    await getOffer(offer);
    await getOffer(offer);
    expect(await funnel()).toMatchObject({ sent: before.sent + 1, seen: before.seen + 1, contacted: before.contacted });
    await as('client');
    await markOfferContacted(offer);
    await hireOffer(offer);
    expect(await funnel()).toMatchObject({
      sent: before.sent + 1,
      seen: before.seen + 1,
      contacted: before.contacted + 1,
      hired: before.hired + 1,
    });
  });

  it('sums what paid offers cost and what came back, free ones costing nothing', async () => {
    const before = await funnel();
    await sent();
    expect(await funnel()).toMatchObject({ spent: before.spent, credited: before.credited });
    const paid = await sent({ paid: true });
    expect(await funnel()).toMatchObject({ spent: before.spent + LIMITS.offerCostJod, credited: before.credited });
    // 49 hours unseen with no lever (a backend's schedule): the funnel credits first, as the balance does.
    stored(paid).created_at = new Date(clock.now().getTime() - 49 * HOUR).toISOString();
    expect(await funnel()).toMatchObject({
      spent: before.spent + LIMITS.offerCostJod,
      credited: before.credited + LIMITS.offerCostJod,
    });
    expect(stored(paid).credited_at).toEqual(expect.any(String));
  });

  it('keeps the offers sent within 30 days, the boundary in, and leaves older ones out', async () => {
    const before = await funnel();
    const inside = await sent();
    const outside = await sent();
    stored(inside).created_at = new Date(clock.now().getTime() - 30 * DAY + 60_000).toISOString();
    stored(outside).created_at = new Date(clock.now().getTime() - 30 * DAY - 60_000).toISOString();
    expect((await funnel()).sent).toBe(before.sent + 1);
  });

  it("counts only the caller's own offers", async () => {
    const before = await funnel();
    await as('client');
    const request = (await newRequest(LEAK_REPAIR)).id;
    db.state.market.offers.push({ ...stored(await sent()), id: 999_001, provider: 999, request });
    expect((await funnel()).sent).toBe(before.sent + 1);
  });

  it('is a provider’s only: a client gets 403, a visitor 401', async () => {
    await as('client');
    await expect(getOfferFunnel()).rejects.toMatchObject({ status: 403 });
    localStorage.removeItem('access-token');
    expect((await rawJson('GET', 'jobs/submitted-offers/funnel/')).status).toBe(401);
  });
});

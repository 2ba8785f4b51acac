import { useJordan } from '@/mocks/handlers/accounts.test-kit';
import { as, LEAK_REPAIR, newRequest } from '@/mocks/handlers/market.test-kit';
import { createSandboxApi } from '@/mocks/sandbox-api';
import { db, memoryPersistence } from '@/mocks/shared/db';
import { newIdempotencyKey } from '@/services/api/idempotency';
import { getBalance, getBalanceHistory } from '@/services/balance/balance';
import { getSubmittedOffers } from '@/services/jobs/jobs';
import { getNotifications } from '@/services/notifications/notifications';
import { getOffer, sendOffer, withdrawOffer } from '@/services/offers/offers';
import { cancelRequest } from '@/services/requests/requests';
import { LIMITS } from '@/services/shared/limits';
import { DEMO } from '@/tests/factories';

const HOUR = 60 * 60 * 1000;
const sandbox = () => createSandboxApi();

beforeEach(() => useJordan());

function omar() {
  const user = db.state.accounts.users.find((item) => item.email === DEMO.provider.email)!;
  return db.state.market.providers.find((item) => item.user === user.id)!;
}

/** The client's new leak-repair request and Omar's offer on it, paid from his balance unless `free`. */
async function offerOnNewRequest({ free = false } = {}): Promise<{ request: number; offer: number }> {
  await as('client');
  const request = (await newRequest(LEAK_REPAIR)).id;
  if (!free) Object.assign(omar(), { free_offers_used: LIMITS.freeOffersPerDay });
  await as('provider');
  const offer = (await sendOffer(request, { price: 80 }, newIdempotencyKey())).id;
  return { request, offer };
}

const credits = async () => (await getNotifications()).results.filter((note) => note.kind === 'offer_credited');

describe('credit back of a paid offer its client has not seen (docs/api/marketplace.md "Credit back")', () => {
  it('a paid send takes the cost, writes the movement, and tells only its provider what it cost', async () => {
    const before = omar().balance;
    const { offer } = await offerOnNewRequest();
    expect((await getBalance()).balance).toBe(before - LIMITS.offerCostJod);
    expect(await getOffer(offer)).toMatchObject({ charged: LIMITS.offerCostJod, credited_at: null });
    const [newest] = (await getBalanceHistory()).results;
    expect(newest).toMatchObject({ kind: 'offer_paid', amount: -LIMITS.offerCostJod, balance_after: before - 1 });
    await as('client');
    const seen = await getOffer(offer);
    expect(seen).not.toHaveProperty('charged');
    expect(seen).not.toHaveProperty('credited_at');
  });

  it('the clock moved 48 hours credits it once, with one notice; 48 hours more change nothing', async () => {
    const before = omar().balance;
    const { offer } = await offerOnNewRequest();
    sandbox().advanceClock(48 * HOUR - 60_000);
    expect((await getBalance()).balance).toBe(before - 1);
    sandbox().advanceClock(2 * 60_000);
    expect(omar().balance).toBe(before);
    sandbox().advanceClock(48 * HOUR);
    expect((await getBalance()).balance).toBe(before);
    const history = (await getBalanceHistory()).results;
    expect(history.filter((item) => item.kind === 'credit')).toEqual([
      expect.objectContaining({ amount: 1, balance_after: before, request_reference: expect.stringMatching(/^JO-/) }),
    ]);
    expect(await credits()).toHaveLength(1);
    expect((await getOffer(offer)).credited_at).toEqual(expect.any(String));
  });

  it("the provider's money read runs the rule too (a backend's schedule)", async () => {
    const before = omar().balance;
    await offerOnNewRequest();
    // The clock moved without the lever (another tab's): the next balance read credits.
    db.state.market.offers.at(-1)!.created_at = new Date(Date.now() - 49 * HOUR).toISOString();
    expect((await getBalance()).balance).toBe(before);
    expect((await getBalance()).balance).toBe(before);
    expect(await credits()).toHaveLength(1);
  });

  it('a free offer is never credited', async () => {
    const before = omar().balance;
    await offerOnNewRequest({ free: true });
    sandbox().advanceClock(72 * HOUR);
    expect((await getBalance()).balance).toBe(before);
    expect((await getBalanceHistory()).results.map((item) => item.kind)).not.toContain('credit');
    expect(await credits()).toEqual([]);
  });

  it('a seen offer is never credited, not even once withdrawn', async () => {
    const before = omar().balance;
    const { offer } = await offerOnNewRequest();
    db.state.market.offers.find((item) => item.id === offer)!.seen_at = new Date().toISOString();
    sandbox().advanceClock(49 * HOUR);
    await withdrawOffer(offer);
    expect((await getBalance()).balance).toBe(before - 1);
    expect(await credits()).toEqual([]);
  });

  it('a request cancelled at 10 hours credits its unseen paid offer then', async () => {
    const before = omar().balance;
    const { request } = await offerOnNewRequest();
    sandbox().advanceClock(10 * HOUR);
    await as('client');
    await cancelRequest(request, 'Found someone');
    await as('provider');
    expect((await getBalance()).balance).toBe(before);
    expect(await credits()).toHaveLength(1);
  });

  it('an unseen paid offer withdrawn by its provider comes back', async () => {
    const before = omar().balance;
    const { offer } = await offerOnNewRequest();
    await withdrawOffer(offer);
    expect((await getBalance()).balance).toBe(before);
  });
});

describe('GET provider/balance/history/', () => {
  it('lists every movement newest first, adding up to the balance', async () => {
    await as('provider');
    sandbox().setBalance(DEMO.provider.email, 20);
    await offerOnNewRequest();
    const { results, count } = await getBalanceHistory();
    expect(results.map((item) => item.kind)).toEqual(['offer_paid', 'top_up', 'top_up']);
    expect(count).toBe(3);
    const total = results.reduce((sum, item) => sum + item.amount, 0);
    expect(total).toBeCloseTo((await getBalance()).balance, 3);
    expect(results[0]).toMatchObject({ balance_after: 19, sub_service: { id: LEAK_REPAIR } });
  });

  it('is for providers only', async () => {
    await as('client');
    await expect(getBalanceHistory()).rejects.toMatchObject({ status: 403 });
  });
});

describe('GET jobs/submitted-offers/ runs the credit rule first', () => {
  it('lists an offer past its 48 hours as credited, as the balance has it, once, saved at once', async () => {
    const memory = memoryPersistence();
    const saves = vi.fn();
    db.usePersistence({ ...memory, save: (state) => (saves(), memory.save(state)) });
    const before = omar().balance;
    const { offer } = await offerOnNewRequest();
    // The clock moved without the lever (a backend's schedule): the list is the first read.
    const sent = db.state.market.offers.find((item) => item.id === offer)!;
    sent.created_at = new Date(Date.now() - 49 * HOUR).toISOString();
    saves.mockClear();
    const listed = (await getSubmittedOffers()).results.find((item) => item.id === offer);
    expect(listed?.credited_at).toEqual(expect.any(String));
    // Saved with the answer, not a moment later with the reads (another tab would credit it again).
    expect(saves).toHaveBeenCalled();
    expect(memory.load()?.market.offers.find((item) => item.id === offer)?.credited_at).toBe(listed?.credited_at);
    expect((await getSubmittedOffers()).results.find((item) => item.id === offer)?.credited_at).toBe(
      listed?.credited_at,
    );
    expect((await getBalance()).balance).toBe(before);
    expect(await credits()).toHaveLength(1);
  });

  it('credits nothing the rule does not: a fresh paid offer stays charged', async () => {
    const before = omar().balance;
    const { offer } = await offerOnNewRequest();
    expect((await getSubmittedOffers()).results.find((item) => item.id === offer)?.credited_at).toBeNull();
    expect(omar().balance).toBe(before - LIMITS.offerCostJod);
  });
});

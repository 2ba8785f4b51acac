import { advance, useJordan } from '@/mocks/handlers/accounts.test-kit';
import { as, LEAK_REPAIR, newRequest } from '@/mocks/handlers/market.test-kit';
import { sandboxControl } from '@/mocks/shared/control';
import { db } from '@/mocks/shared/db';
import { newIdempotencyKey } from '@/services/api/idempotency';
import { getBalance, updateSpendCap } from '@/services/balance/balance';
import { sendOffer } from '@/services/offers/offers';
import { LIMITS } from '@/services/shared/limits';
import { marketDay } from '@/services/shared/market-day';
import { appStore } from '@/store/shared/app-store';
import { DEMO } from '@/tests/factories';
import { clock } from '../../shared/clock';

const MINUTE = 60 * 1000;
const CAP_TEXT = 'Enter whole dinars from 1 to 1,000';

beforeEach(() => useJordan());

function omar() {
  const user = db.state.accounts.users.find((item) => item.email === DEMO.provider.email)!;
  return db.state.market.providers.find((item) => item.user === user.id)!;
}

/** Today's free offers used: the next send is paid. */
function freeOffersUsed(): void {
  Object.assign(omar(), { free_offers_day: marketDay(clock.now()), free_offers_used: LIMITS.freeOffersPerDay });
}

/** Omar's offer on a new request of the client's. */
async function send(): Promise<number> {
  await as('client');
  const request = (await newRequest(LEAK_REPAIR)).id;
  await as('provider');
  return (await sendOffer(request, { price: 80 }, newIdempotencyKey())).id;
}

describe('PATCH provider/balance/: the daily spending limit (docs/api/marketplace.md "Spending limit")', () => {
  it('sets, answers with, and removes the limit; the balance says what was spent today', async () => {
    await as('provider');
    await expect(getBalance()).resolves.toMatchObject({ daily_spend_cap: null, spent_today: 0 });
    await expect(updateSpendCap(25)).resolves.toMatchObject({ daily_spend_cap: 25, spent_today: 0 });
    await expect(getBalance()).resolves.toMatchObject({ daily_spend_cap: 25 });
    await expect(updateSpendCap(null)).resolves.toMatchObject({ daily_spend_cap: null });
  });

  it.each([0, 1001, 2.5, -3])('refuses %s on daily_spend_cap, and keeps the limit', async (cap) => {
    await as('provider');
    await updateSpendCap(10);
    await expect(updateSpendCap(cap)).rejects.toMatchObject({
      status: 400,
      fields: { daily_spend_cap: CAP_TEXT },
    });
    await expect(getBalance()).resolves.toMatchObject({ daily_spend_cap: 10 });
  });

  it('says the field error in Arabic to an Arabic caller', async () => {
    await as('provider');
    appStore.reset({ language: 'ar', country: db.state.locations.countries[0] ?? null });
    await expect(updateSpendCap(0)).rejects.toMatchObject({
      status: 400,
      fields: { daily_spend_cap: 'أدخل دنانير كاملة من 1 إلى 1,000' },
    });
  });
});

describe('paid sends within the day’s limit', () => {
  it('refuses the paid send past the limit (402, naming it) before the balance, and keeps nothing', async () => {
    freeOffersUsed();
    Object.assign(omar(), { daily_spend_cap: 1 });
    await send();
    Object.assign(omar(), { balance: 0 });
    const offers = db.state.market.offers.length;
    await expect(send()).rejects.toMatchObject({
      status: 402,
      serverMessage: 'Your daily spending limit of 1 JOD is reached',
    });
    expect(db.state.market.offers).toHaveLength(offers);
    expect(omar().balance).toBe(0);
  });

  it('counts only paid offers: free ones pass the limit, the first paid one fits, the next is refused', async () => {
    await as('provider');
    await updateSpendCap(1);
    Object.assign(omar(), { free_offers_day: marketDay(clock.now()), free_offers_used: LIMITS.freeOffersPerDay - 1 });
    await send(); // the last free one
    await expect(getBalance()).resolves.toMatchObject({ spent_today: 0, free_offers_left: 0 });
    const before = omar().balance;
    await send();
    await expect(getBalance()).resolves.toMatchObject({ spent_today: 1, balance: before - 1 });
    await expect(send()).rejects.toMatchObject({ status: 402 });
    expect(omar().balance).toBe(before - 1);
    expect(
      db.state.market.ledger?.filter((item) => item.kind === 'offer_paid' && item.provider === omar().user),
    ).toHaveLength(1);
  });

  it('counts the Amman day: spends at 20:30 UTC and 21:30 UTC fall on two days', async () => {
    sandboxControl.setClockOffset(Date.parse('2026-01-15T20:30:00Z') - Date.now());
    await as('provider');
    await updateSpendCap(1);
    freeOffersUsed();
    await send();
    await expect(send()).rejects.toMatchObject({ status: 402 });
    advance(60 * MINUTE); // 21:30Z: the 16th in Amman, still the 15th in UTC
    freeOffersUsed();
    await expect(getBalance()).resolves.toMatchObject({ spent_today: 0 });
    await send();
    await expect(getBalance()).resolves.toMatchObject({ spent_today: 1 });
  });

  it('answers the limit in Arabic to an Arabic caller', async () => {
    freeOffersUsed();
    Object.assign(omar(), { daily_spend_cap: 1 });
    await send();
    await as('client');
    const request = (await newRequest(LEAK_REPAIR)).id;
    await as('provider');
    appStore.reset({ language: 'ar', country: db.state.locations.countries[0] ?? null });
    await expect(sendOffer(request, { price: 80 }, newIdempotencyKey())).rejects.toMatchObject({
      status: 402,
      serverMessage: 'بلغت حد الإنفاق اليومي وهو 1 دينار',
    });
  });
});

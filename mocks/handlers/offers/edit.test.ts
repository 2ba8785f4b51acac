import { advance, useJordan } from '@/mocks/handlers/accounts.test-kit';
import { as, leakJob, rawJson } from '@/mocks/handlers/market.test-kit';
import { db } from '@/mocks/shared/db';
import { getOffer, updateOffer, withdrawOffer } from '@/services/offers/offers';

beforeEach(() => useJordan());

/** The notices the offer's client got about it. */
const noticesOn = (offer: number) => db.state.market.notifications.filter((note) => note.offer === offer);

describe('PATCH offers/{id}/: the provider changes a pending offer (designed, issue 34)', () => {
  it('keeps the price before each change, stamps the time, tells the client once per change, charges nothing', async () => {
    const { offer, request } = await leakJob(false);
    const balance = db.state.market.providers.find((profile) => profile.user === 2)!.balance;
    const before = noticesOn(offer).length;
    await updateOffer(offer, { price: 45 });
    const first = await getOffer(offer);
    expect(first).toMatchObject({ price: 45, previous_price: 30, status: 'pending' });
    expect(first.edited_at).toEqual(expect.any(String));
    advance(60_000);
    await updateOffer(offer, { price: 50, details: 'Parts included' });
    expect(await getOffer(offer)).toMatchObject({ price: 50, previous_price: 45, details: 'Parts included' });
    // Details alone: the price before stays the last price change's.
    await updateOffer(offer, { details: 'Parts and labour' });
    expect(await getOffer(offer)).toMatchObject({ price: 50, previous_price: 45, details: 'Parts and labour' });
    expect(noticesOn(offer).length - before).toBe(3);
    // Each to the client, of the kind whose tap opens the request's offers (not a general notice).
    const client = db.state.market.requests.find((item) => item.id === request)!.client;
    expect(
      noticesOn(offer)
        .slice(-3)
        .map((note) => [note.kind, note.user]),
    ).toEqual(Array.from({ length: 3 }, () => ['offer_updated', client]));
    // Nothing changed: the offer as it is, no notice.
    await updateOffer(offer, { price: 50, details: 'Parts and labour' });
    expect(noticesOn(offer).length - before).toBe(3);
    expect(db.state.market.providers.find((profile) => profile.user === 2)!.balance).toBe(balance);
  });

  it.each([
    [9, 'Minimum allowed is 10'],
    [10_001, 'Maximum allowed is 10,000'],
  ])('refuses a price of %s with the send rule', async (price, message) => {
    const { offer } = await leakJob(false);
    await expect(updateOffer(offer, { price })).rejects.toMatchObject({ status: 400, fields: { price: message } });
    expect(await getOffer(offer)).toMatchObject({ price: 30, previous_price: null, edited_at: null });
  });

  it('is a 404 for anyone but its provider (the client and another provider too)', async () => {
    const { offer } = await leakJob(false);
    for (const who of ['client', 'company'] as const) {
      await as(who);
      await expect(updateOffer(offer, { price: 40 })).rejects.toMatchObject({ status: 404 });
    }
  });

  it('is a 409 once hired or withdrawn', async () => {
    const hired = await leakJob(true);
    await as('provider');
    await expect(updateOffer(hired.offer, { price: 40 })).rejects.toMatchObject({
      status: 409,
      serverMessage: 'This offer is no longer available',
    });
    const withdrawn = await leakJob(false);
    await withdrawOffer(withdrawn.offer);
    await expect(updateOffer(withdrawn.offer, { price: 40 })).rejects.toMatchObject({ status: 409 });
  });

  it('refuses a field it does not know', async () => {
    const { offer } = await leakJob(false);
    const answer = await rawJson('PATCH', `offers/${offer}/`, { price: 40, status: 'hired' });
    expect(answer.status).toBe(400);
  });
});

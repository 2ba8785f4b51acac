import { advance, useJordan } from '@/mocks/handlers/accounts.test-kit';
import { as, HOME_CLEANING, listen, newRequest, rawJson } from '@/mocks/handlers/market.test-kit';
import { db } from '@/mocks/shared/db';
import { newIdempotencyKey } from '@/services/api/idempotency';
import { getJob } from '@/services/jobs/jobs';
import { getOffer, getRequestOffers, markOfferContacted, sendOffer } from '@/services/offers/offers';
import { DEMO } from '@/tests/factories';

const HOUR = 60 * 60 * 1000;

beforeEach(() => useJordan());

/** A home-cleaning request of the client with Al-Noor's (company) offer on it; signed in as the client after. */
async function offered(): Promise<{ request: number; offer: number }> {
  await as('client');
  const request = (await newRequest(HOME_CLEANING)).id;
  await as('company');
  const offer = (await sendOffer(request, { price: 50 }, newIdempotencyKey())).id;
  await as('client');
  return { request, offer };
}

const stored = (id: number) => db.state.market.offers.find((offer) => offer.id === id)!;

describe("seen: the owner's GET stamps seen_at once", () => {
  it("a new offer is not seen; the owner's list GET stamps it; a second GET keeps the first time", async () => {
    const { request, offer } = await offered();
    expect(stored(offer).seen_at ?? null).toBeNull();
    const [first] = await getRequestOffers(request);
    expect(first).toMatchObject({ id: offer, seen_at: expect.any(String), contacted_at: null });
    const seenAt = first!.seen_at;
    advance(2 * HOUR);
    await expect(getRequestOffers(request)).resolves.toMatchObject([{ seen_at: seenAt }]);
    await expect(getOffer(offer)).resolves.toMatchObject({ seen_at: seenAt });
  });

  it("the owner's GET offers/{id}/ stamps it", async () => {
    const { offer } = await offered();
    await expect(getOffer(offer)).resolves.toMatchObject({ seen_at: expect.any(String) });
  });

  it.each([
    ['its provider (offer GET)', 'company', (ids: { offer: number }) => getOffer(ids.offer)],
    ['its provider (job GET)', 'company', (ids: { request: number }) => getJob(ids.request)],
  ] as const)('%s stamps nothing', async (_name, user, read) => {
    const ids = await offered();
    await as(user);
    await read(ids);
    expect(stored(ids.offer).seen_at ?? null).toBeNull();
    await expect(getJob(ids.request)).resolves.toMatchObject({ my_offer: { seen_at: null, contacted_at: null } });
  });

  it('a stranger is refused and stamps nothing', async () => {
    const { request, offer } = await offered();
    await as('provider');
    await expect(rawJson('GET', `requests/${request}/offers/`)).resolves.toMatchObject({ status: 404 });
    await expect(rawJson('GET', `offers/${offer}/`)).resolves.toMatchObject({ status: 404 });
    expect(stored(offer).seen_at ?? null).toBeNull();
  });
});

describe('contacted: POST offers/{id}/contacted/', () => {
  it('the owner: 204, stamps contacted_at and seen_at; twice keeps the first time', async () => {
    const { offer } = await offered();
    await expect(rawJson('POST', `offers/${offer}/contacted/`, {})).resolves.toEqual({ status: 204, body: null });
    const { seen_at: seenAt, contacted_at: contactedAt } = stored(offer);
    expect(contactedAt).toEqual(expect.any(String));
    expect(seenAt).toBe(contactedAt);
    advance(HOUR);
    await markOfferContacted(offer);
    expect(stored(offer)).toMatchObject({ seen_at: seenAt, contacted_at: contactedAt });
  });

  it('keeps an earlier seen_at', async () => {
    const { request, offer } = await offered();
    await getRequestOffers(request);
    const seenAt = stored(offer).seen_at;
    advance(HOUR);
    await markOfferContacted(offer);
    expect(stored(offer).seen_at).toBe(seenAt);
    expect(stored(offer).contacted_at).not.toBe(seenAt);
  });

  it.each(['company', 'provider'] as const)('%s (not the owner) gets 404 and stamps nothing', async (user) => {
    const { offer } = await offered();
    await as(user);
    await expect(rawJson('POST', `offers/${offer}/contacted/`, {})).resolves.toMatchObject({ status: 404 });
    expect([stored(offer).seen_at ?? null, stored(offer).contacted_at ?? null]).toEqual([null, null]);
  });

  it('validates the body strictly', async () => {
    const { offer } = await offered();
    await expect(rawJson('POST', `offers/${offer}/contacted/`, { at: 'now' })).resolves.toMatchObject({ status: 400 });
  });
});

describe('the provider is told once per stamp, quietly', () => {
  it('one frame for seen, one for contacted, none for repeats', async () => {
    const { request, offer } = await offered();
    const token = await as('company');
    const listener = await listen(DEMO.company.id, token);
    const notes = () => db.state.market.notifications.filter((note) => note.user === DEMO.company.id).length;
    const before = notes();
    await as('client');
    await getRequestOffers(request);
    await getOffer(offer);
    await markOfferContacted(offer);
    await markOfferContacted(offer);
    await vi.waitFor(() => expect(listener.received).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listener.received).toHaveLength(2);
    // Nothing stored: the bell does not light for a receipt.
    expect(notes()).toBe(before);
    listener.close();
  });
});

import { waitFor } from '@testing-library/react';
import { pruneRequestImages } from '@/store/requests/request-draft';
import { offerImages, requestImages } from '@/store/shared/draft-images';
import { STORAGE_KEYS } from '@/store/shared/storage';
import { dropOfferDraft, emptyOfferDraft, loadOfferDraft, pruneOfferImages, saveOfferDraft } from './offer-draft';

describe('the offer draft', () => {
  afterEach(() => localStorage.clear());

  it('comes back for the same job, and is fresh for another', () => {
    const draft = {
      ...emptyOfferDraft(6011),
      price: '١٢٠',
      details: 'Two visits',
      images: [{ id: 'a', name: 'pipe.jpg' }],
    };
    saveOfferDraft(draft);
    expect(loadOfferDraft(6011)).toEqual({ ...draft, owner: null });
    expect(loadOfferDraft(6012)).toEqual({ ...emptyOfferDraft(6012), idempotencyKey: expect.any(String) });
    dropOfferDraft();
    expect(loadOfferDraft(6011)).toEqual({ ...emptyOfferDraft(6011), idempotencyKey: expect.any(String) });
  });

  it('drops a malformed draft instead of crashing', () => {
    localStorage.setItem(STORAGE_KEYS.offerDraft, JSON.stringify({ request: 6011, price: 12 }));
    expect(loadOfferDraft(6011)).toEqual({ ...emptyOfferDraft(6011), idempotencyKey: expect.any(String) });
  });
});

// jsdom has no IndexedDB: each store is its tab-only fallback here, one per database name as in the browser.
describe("the offer draft's photos", () => {
  const offerPhoto = new Blob(['offer'], { type: 'image/jpeg' });
  const requestPhoto = new Blob(['request'], { type: 'image/jpeg' });

  beforeEach(async () => {
    await Promise.all([offerImages.put('offer-1', offerPhoto), requestImages.put('request-1', requestPhoto)]);
  });
  afterEach(() => Promise.all([offerImages.clear(), requestImages.clear()]));

  it("outlive the request dialog's clean-up (its prune on opening, its discard)", async () => {
    await pruneRequestImages();
    expect(await requestImages.get('request-1')).toBeUndefined();
    expect(await offerImages.get('offer-1')).toBe(offerPhoto);
  });

  it("are tidied on their own: the form's prune and a sent offer leave the request's photos alone", async () => {
    await pruneOfferImages({ ...emptyOfferDraft(6011), images: [{ id: 'offer-1', name: 'sink.jpg' }] });
    expect(await offerImages.get('offer-1')).toBe(offerPhoto);
    await pruneOfferImages(emptyOfferDraft(6012));
    expect(await offerImages.get('offer-1')).toBeUndefined();
    await offerImages.put('offer-2', offerPhoto);
    dropOfferDraft();
    await waitFor(async () => expect(await offerImages.get('offer-2')).toBeUndefined());
    expect(await requestImages.get('request-1')).toBe(requestPhoto);
  });
});

import { dropOfferDraft, emptyOfferDraft, loadOfferDraft, saveOfferDraft } from './offer-draft';
import { STORAGE_KEYS } from './storage';

describe('the offer draft', () => {
  afterEach(() => localStorage.clear());

  it('comes back for the same job, and is fresh for another', () => {
    const draft = { ...emptyOfferDraft(6011), price: '١٢٠', details: 'Two visits', images: [{ id: 'a', name: 'pipe.jpg' }] };
    saveOfferDraft(draft);
    expect(loadOfferDraft(6011)).toEqual(draft);
    expect(loadOfferDraft(6012)).toEqual(emptyOfferDraft(6012));
    dropOfferDraft();
    expect(loadOfferDraft(6011)).toEqual(emptyOfferDraft(6011));
  });

  it('drops a malformed draft instead of crashing', () => {
    localStorage.setItem(STORAGE_KEYS.offerDraft, JSON.stringify({ request: 6011, price: 12 }));
    expect(loadOfferDraft(6011)).toEqual(emptyOfferDraft(6011));
  });
});

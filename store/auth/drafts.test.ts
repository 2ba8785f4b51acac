import { db } from '@/mocks/shared/db';
import { toUserProfile } from '@/mocks/tables/auth/users';
import { readContactDraft, saveContactDraft } from '@/store/content/contact-draft';
import { emptyOfferDraft, loadOfferDraft, saveOfferDraft } from '@/store/offers/offer-draft';
import {
  emptyProviderDraft,
  loadProviderDraft,
  readProviderDraft,
  saveProviderDraft,
} from '@/store/provider-account/provider-draft';
import { emptyDraft, loadDraft, readRequestDrafts, saveDraft } from '@/store/requests/request-draft';
import { appStore } from '@/store/shared/app-store';
import { requestImages } from '@/store/shared/draft-images';
import { claimDrafts } from './drafts';

const [first, second] = db.state.accounts.users;
const signedInAs = (user: typeof first | null) => appStore.reset({ user: user ? toUserProfile(user) : null });
const photo = new Blob(['x'], { type: 'image/jpeg' });

/** Every kind of draft, saved by `owner` (null: a guest). */
async function draftsOf(owner: typeof first | null): Promise<void> {
  signedInAs(owner);
  saveDraft({ ...emptyDraft(11), comment: 'Ring twice', images: [{ id: 'p1', name: 'sink.jpg' }] });
  saveOfferDraft({ ...emptyOfferDraft(6011), price: '20' });
  saveProviderDraft({ ...emptyProviderDraft, description: 'Ten years' });
  saveContactDraft({ topic: '', details: 'Hello', name: 'Sara', email: 's@example.com' });
  await requestImages.put('p1', photo);
}

describe('drafts belong to someone', () => {
  afterEach(() => requestImages.clear());

  it.each([
    ['their owner signing in again keeps them', () => first, false, true],
    ["a guest's are adopted by whoever signs in", () => null, false, true],
    ["another user's are dropped with their photos", () => second, true, false],
  ])('%s', async (_, owner, dropped, kept) => {
    await draftsOf(owner() ?? null);
    signedInAs(null);
    await expect(claimDrafts(first!.id)).resolves.toBe(dropped);
    signedInAs(first);
    expect(loadDraft(11).comment).toBe(kept ? 'Ring twice' : '');
    expect(loadOfferDraft(6011).price).toBe(kept ? '20' : '');
    expect(loadProviderDraft().description).toBe(kept ? 'Ten years' : '');
    expect(readContactDraft()?.details).toBe(kept ? 'Hello' : undefined);
    expect(await requestImages.get('p1')).toBe(kept ? photo : undefined);
    if (kept) expect([readRequestDrafts()['11']?.owner, readProviderDraft()?.owner]).toEqual([first!.id, first!.id]);
  });

  it("another user's draft left on the device is never shown, and a guest sees no one's", async () => {
    await draftsOf(second!);
    for (const viewer of [first!, null]) {
      signedInAs(viewer);
      // A fresh draft (each with a new idempotency key of its own).
      expect(loadDraft(11)).toEqual({ ...emptyDraft(11), idempotencyKey: expect.any(String) });
      expect(loadOfferDraft(6011)).toEqual({ ...emptyOfferDraft(6011), idempotencyKey: expect.any(String) });
      expect(loadProviderDraft()).toEqual(emptyProviderDraft);
      expect(readContactDraft()).toBeNull();
    }
  });
});

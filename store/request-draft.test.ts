import { STORAGE_KEYS } from './storage';
import { dropDraft, emptyDraft, loadDraft, saveDraft } from './request-draft';

describe('the request draft', () => {
  it('comes back after a reload for the same service', () => {
    saveDraft({ ...emptyDraft(11), answers: { '5': 'Two rooms' }, step: 'details', timing: 'urgent', comment: 'Gate code 12' });
    expect(loadDraft(11)).toMatchObject({ answers: { '5': 'Two rooms' }, step: 'details', timing: 'urgent', comment: 'Gate code 12' });
  });

  it('starts fresh for another service without losing the saved one', () => {
    saveDraft({ ...emptyDraft(11), comment: 'kept' });
    expect(loadDraft(12)).toEqual({ ...emptyDraft(12), idempotencyKey: expect.any(String) });
    expect(loadDraft(11).comment).toBe('kept');
  });

  it.each([
    ['not JSON', '{'],
    ['a wrong step', JSON.stringify({ ...emptyDraft(11), step: 'payment' })],
    ['an unknown timing', JSON.stringify({ ...emptyDraft(11), timing: 'yesterday' })],
    ['no answers', JSON.stringify({ ...emptyDraft(11), answers: null })],
  ])('drops a malformed draft (%s)', (_, raw) => {
    localStorage.setItem(STORAGE_KEYS.requestDraft, raw);
    expect(loadDraft(11)).toEqual({ ...emptyDraft(11), idempotencyKey: expect.any(String) });
    expect(localStorage.getItem(STORAGE_KEYS.requestDraft)).toBeNull();
  });

  it('is gone once sent or discarded', () => {
    saveDraft(emptyDraft(11));
    dropDraft();
    expect(localStorage.getItem(STORAGE_KEYS.requestDraft)).toBeNull();
  });
});

describe('the request draft with a new address and images', () => {
  it('keeps a new address being written and the images in their order', () => {
    const newAddress = { city: 1, neighborhood: '' as const, address_type: 'work' as const, name: 'Office' };
    const images = [{ id: 'b', name: 'sink.jpg' }, { id: 'a', name: 'pipe.png', url: 'data:image/png;base64,AA' }];
    saveDraft({ ...emptyDraft(11), newAddress, images });
    expect(loadDraft(11)).toMatchObject({ newAddress, images });
  });

  it.each([
    ['images not a list', JSON.stringify({ ...emptyDraft(11), images: 'a' })],
    ['an image without an id', JSON.stringify({ ...emptyDraft(11), images: [{ name: 'x' }] })],
    ['a new address without a name', JSON.stringify({ ...emptyDraft(11), newAddress: { city: 1 } })],
  ])('drops a malformed draft (%s)', (_, raw) => {
    localStorage.setItem(STORAGE_KEYS.requestDraft, raw);
    expect(loadDraft(11)).toEqual({ ...emptyDraft(11), idempotencyKey: expect.any(String) });
  });
});

describe('the request draft’s idempotency key', () => {
  it('keeps its key across a reload, and a fresh draft has a new one', () => {
    const draft = emptyDraft(11);
    saveDraft(draft);
    expect(loadDraft(11).idempotencyKey).toBe(draft.idempotencyKey);
    expect(emptyDraft(11).idempotencyKey).not.toBe(draft.idempotencyKey);
  });

  it('accepts a draft saved before drafts carried a key, giving it one', () => {
    const { idempotencyKey: _dropped, ...older } = { ...emptyDraft(11), comment: 'kept' };
    localStorage.setItem(STORAGE_KEYS.requestDraft, JSON.stringify(older));
    expect(loadDraft(11)).toMatchObject({ comment: 'kept', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });
});

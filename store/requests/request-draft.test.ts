import { requestImages } from '@/store/shared/draft-images';
import { STORAGE_KEYS } from '@/store/shared/storage';
import { dropDraft, emptyDraft, loadDraft, pruneRequestImages, readRequestDrafts, saveDraft } from './request-draft';

describe('the request draft', () => {
  it('comes back after a reload for the same service', () => {
    saveDraft({
      ...emptyDraft(11),
      answers: { '5': 'Two rooms' },
      step: 'details',
      timing: 'urgent',
      comment: 'Gate code 12',
    });
    expect(loadDraft(11)).toMatchObject({
      answers: { '5': 'Two rooms' },
      step: 'details',
      timing: 'urgent',
      comment: 'Gate code 12',
    });
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
    void dropDraft(11);
    expect(localStorage.getItem(STORAGE_KEYS.requestDraft)).toBeNull();
  });
});

describe('the request draft with a new address and images', () => {
  it('keeps a new address being written and the images in their order', () => {
    const newAddress = { city: 1, neighborhood: '' as const, address_type: 'work' as const, name: 'Office' };
    const images = [
      { id: 'b', name: 'sink.jpg' },
      { id: 'a', name: 'pipe.png', url: 'data:image/png;base64,AA' },
    ];
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

describe('one request draft per service', () => {
  const photo = new Blob(['x'], { type: 'image/jpeg' });
  afterEach(() => requestImages.clear());

  it("opening another service's form keeps the first draft and its photos; dropping one keeps the other's", async () => {
    saveDraft({ ...emptyDraft(11), comment: 'first', images: [{ id: 'a', name: 'a.jpg' }] });
    await requestImages.put('a', photo);
    saveDraft({ ...emptyDraft(12), comment: 'second', images: [{ id: 'b', name: 'b.jpg' }] });
    await requestImages.put('b', photo);
    await requestImages.put('orphan', photo);
    await pruneRequestImages();
    expect([loadDraft(11).comment, loadDraft(12).comment]).toEqual(['first', 'second']);
    expect([await requestImages.get('a'), await requestImages.get('b'), await requestImages.get('orphan')]).toEqual([
      photo,
      photo,
      undefined,
    ]);
    await dropDraft(12);
    expect(Object.keys(readRequestDrafts())).toEqual(['11']);
    expect([await requestImages.get('a'), await requestImages.get('b')]).toEqual([photo, undefined]);
  });

  it('reads a draft saved before drafts were kept per service as its one entry', () => {
    localStorage.setItem(STORAGE_KEYS.requestDraft, JSON.stringify({ ...emptyDraft(11), comment: 'older' }));
    expect(loadDraft(11).comment).toBe('older');
    saveDraft({ ...emptyDraft(12), comment: 'newer' });
    expect(Object.keys(readRequestDrafts()).sort()).toEqual(['11', '12']);
  });

  it('drops a malformed entry and keeps the others', () => {
    localStorage.setItem(
      STORAGE_KEYS.requestDraft,
      JSON.stringify({ 11: { ...emptyDraft(11), step: 'payment' }, 12: emptyDraft(12), 13: emptyDraft(14) }),
    );
    expect(Object.keys(readRequestDrafts())).toEqual(['12']);
  });
});

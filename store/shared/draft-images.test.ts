// @vitest-environment node
import {
  clearDraftImages,
  deleteDraftImage,
  galleryImages,
  getDraftImage,
  pruneDraftImages,
  putDraftImage,
  requestImages,
} from './draft-images';

// jsdom has no IndexedDB: this is the tab-only fallback; the browser path runs in e2e/request.spec.ts (a reload keeps the images).
describe('the draft images store', () => {
  afterEach(() => clearDraftImages());

  it('keeps, returns and forgets an image', async () => {
    const blob = new Blob(['x'], { type: 'image/png' });
    await putDraftImage('a', blob);
    expect(await getDraftImage('a')).toBe(blob);
    await deleteDraftImage('a');
    expect(await getDraftImage('a')).toBeUndefined();
  });

  it('prunes what the draft no longer holds', async () => {
    await putDraftImage('a', new Blob(['a']));
    await putDraftImage('b', new Blob(['b']));
    await pruneDraftImages(['b']);
    expect(await getDraftImage('a')).toBeUndefined();
    expect(await getDraftImage('b')).toBeDefined();
  });
});

describe('one image store per draft', () => {
  afterEach(() => Promise.all([requestImages.clear(), galleryImages.clear()]));

  it("tidying the request's photos never drops the gallery's", async () => {
    await galleryImages.put('g', new Blob(['g']));
    await requestImages.put('r', new Blob(['r']));
    await requestImages.prune([]);
    await requestImages.clear();
    expect(await galleryImages.get('g')).toBeDefined();
    expect(await requestImages.get('r')).toBeUndefined();
  });
});

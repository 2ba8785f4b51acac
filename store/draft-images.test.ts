import { clearDraftImages, deleteDraftImage, getDraftImage, pruneDraftImages, putDraftImage } from './draft-images';

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

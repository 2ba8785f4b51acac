import { addLatinFacesAfterPaint, LATIN_FACES_ATTRIBUTE } from './latin-faces';

describe('addLatinFacesAfterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.removeAttribute(LATIN_FACES_ATTRIBUTE);
  });
  afterEach(() => vi.useRealTimers());

  it('lets the Latin faces in only after the next frame has painted', () => {
    addLatinFacesAfterPaint();
    expect(document.documentElement.hasAttribute(LATIN_FACES_ATTRIBUTE)).toBe(false);
    vi.runAllTimers();
    expect(document.documentElement.hasAttribute(LATIN_FACES_ATTRIBUTE)).toBe(true);
  });

  it('adds nothing when the first screen went away before it painted', () => {
    const cancel = addLatinFacesAfterPaint();
    cancel();
    vi.runAllTimers();
    expect(document.documentElement.hasAttribute(LATIN_FACES_ATTRIBUTE)).toBe(false);
  });
});

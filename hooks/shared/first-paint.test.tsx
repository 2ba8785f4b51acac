import { act, render, screen } from '@testing-library/react';

/** A fresh copy of the module (its state lives for a page's life). */
const fresh = async () => {
  vi.resetModules();
  return {
    paint: await import('./first-paint'),
    faces: await import('@/components/shell/latin-faces'),
  };
};

describe('after the first paint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.documentElement.removeAttribute('data-latin-faces');
  });
  afterEach(() => vi.useRealTimers());

  it('holds nothing for a screen rendered without the start (a screen test)', async () => {
    const { paint } = await fresh();
    const run = vi.fn();
    paint.afterFirstPaint(run);
    expect(run).toHaveBeenCalledOnce();
  });

  it('from the start, waits until the frame after the first screen is shown and the next idle moment', async () => {
    const { paint, faces } = await fresh();
    paint.holdUntilFirstPaint();
    const run = vi.fn();
    paint.afterFirstPaint(run);
    faces.addLatinFacesAfterPaint();
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    paint.firstScreenShown();
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
    expect(document.documentElement.hasAttribute(faces.LATIN_FACES_ATTRIBUTE)).toBe(true);
    // Later arrivals (a navigation) run at once.
    const later = vi.fn();
    paint.afterFirstPaint(later);
    expect(later).toHaveBeenCalledOnce();
  });

  it('releases nothing when the first screen went away before it painted, nor an unsubscribed part', async () => {
    const { paint, faces } = await fresh();
    paint.holdUntilFirstPaint();
    const unsubscribe = faces.addLatinFacesAfterPaint();
    const cancel = paint.firstScreenShown();
    cancel();
    vi.runAllTimers();
    expect(document.documentElement.hasAttribute(faces.LATIN_FACES_ATTRIBUTE)).toBe(false);
    unsubscribe();
    paint.firstScreenShown();
    vi.runAllTimers();
    expect(document.documentElement.hasAttribute(faces.LATIN_FACES_ATTRIBUTE)).toBe(false);
  });

  it('renders a part below the fold only once the first screen has painted', async () => {
    const { paint } = await fresh();
    paint.holdUntilFirstPaint();
    function BelowTheFold() {
      return paint.useAfterFirstPaint() ? <p>footer</p> : null;
    }
    render(<BelowTheFold />);
    expect(screen.queryByText('footer')).not.toBeInTheDocument();
    paint.firstScreenShown();
    act(() => vi.runAllTimers());
    expect(screen.getByText('footer')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { FakeObserver } from '@/tests/fake-intersection-observer';
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from './use-near-viewport';

function Part() {
  const [ref, near] = useNearViewport();
  return <div ref={ref}>{near ? 'the part' : 'stand-in'}</div>;
}

describe('useNearViewport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.made = [];
  });

  it('is true at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Part />);
    expect(screen.getByText('the part')).toBeInTheDocument();
  });

  it.each([
    ['still below the margin', [false], 'stand-in'],
    ['within the margin', [true], 'the part'],
    ['within the margin, then scrolled away again', [true, false], 'the part'],
    ['below, then within', [false, true], 'the part'],
  ])('%s: shows %j', (_, moves, shown) => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Part />);
    const [observer] = FakeObserver.made;
    expect(observer?.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    expect(observer?.observed).toEqual([screen.getByText('stand-in')]);
    for (const isIntersecting of moves) if (!observer?.disconnected) observer?.move(isIntersecting);
    expect(screen.getByText(shown)).toBeInTheDocument();
    // Once near, it stops watching and never watches again.
    expect(observer?.disconnected).toBe(shown === 'the part');
    expect(FakeObserver.made).toHaveLength(1);
  });

  it('stops watching when the part goes away before it came near', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { unmount } = render(<Part />);
    unmount();
    expect(FakeObserver.made[0]?.disconnected).toBe(true);
  });
});

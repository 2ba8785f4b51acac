import { useCallback, useState } from 'react';

/**
 * How far below the screen's bottom edge a part starts to load: about a quarter of a phone's screen
 * of scroll, so its code and data are usually there by the time it scrolls into view.
 */
export const NEAR_VIEWPORT_MARGIN = '0px 0px 200px 0px';

/**
 * Whether an element has come within NEAR_VIEWPORT_MARGIN of the screen; once true, it stays true.
 * A part below the fold renders, and so loads its code and data, as the person scrolls toward it:
 * a phone that never scrolls down never fetches it. The answer comes after a frame has been laid
 * out, so never before the first paint. Where the browser has no IntersectionObserver, true at once.
 * Returns the ref to put on the element that stands in for the part, and the answer.
 */
export function useNearViewport(): [ref: (element: Element | null) => (() => void) | undefined, near: boolean] {
  // False on the server and in the first render alike: the prerendered page and its hydration agree.
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: Element | null) => {
      if (!element || near) return undefined;
      if (typeof IntersectionObserver !== 'function') return void setNear(true);
      const observer = new IntersectionObserver(
        ([entry]) => {
          if (!entry?.isIntersecting) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: NEAR_VIEWPORT_MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near];
}

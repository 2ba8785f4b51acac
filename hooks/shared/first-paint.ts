import { useSyncExternalStore } from 'react';

/**
 * The moment the first screen has painted. What that screen does not show at once (the footer,
 * the testimonials below the fold, an Arabic page's Latin faces) waits for it, so none of it shares
 * a slow phone's bandwidth and main thread with the first paint (#25: "nothing the first screen
 * does not show loads before it paints").
 *
 * `none` until the start begins (a screen rendered on its own, as in a screen test, has nothing
 * to wait for), `waiting` from the start until the frame after the first screen is shown and the
 * browser's next idle moment, then `painted` for the rest of the page's life.
 */
let state: 'none' | 'waiting' | 'painted' = 'none';
const listeners = new Set<() => void>();

const painted = () => state !== 'waiting';

/** The start begins (components/shell/start-sequence.ts): what waits for the first paint waits from now. */
export function holdUntilFirstPaint(): void {
  if (state === 'none') state = 'waiting';
}

/**
 * The first screen is shown (StartGate): after the next frame has painted and the browser's next
 * idle moment (at most a second later), what waits for it goes. Returns a cancel, for a screen
 * that went away before it painted.
 */
export function firstScreenShown(): () => void {
  if (painted()) return () => undefined;
  const release = () => {
    state = 'painted';
    listeners.forEach((listener) => listener());
    listeners.clear();
  };
  let idle: number | null = null;
  const frame = requestAnimationFrame(() => {
    idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(release, { timeout: 1000 })
        : window.setTimeout(release, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle === null) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/** Runs `run` once the first screen has painted (now, when it has); returns an unsubscribe. */
export function afterFirstPaint(run: () => void): () => void {
  if (painted()) {
    run();
    return () => undefined;
  }
  listeners.add(run);
  return () => listeners.delete(run);
}

function subscribe(listener: () => void): () => void {
  if (painted()) return () => undefined;
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the first screen has painted: a part below the fold renders (and loads its code and data) only then. */
export function useAfterFirstPaint(): boolean {
  return useSyncExternalStore(subscribe, painted, () => false);
}

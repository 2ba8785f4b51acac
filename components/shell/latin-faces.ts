/** The attribute on `<html>` that lets an Arabic page draw Latin text in the app's Latin faces (styles/globals.css). */
export const LATIN_FACES_ATTRIBUTE = 'data-latin-faces';

/**
 * An Arabic page's first screen is drawn with the Arabic faces only, so the two Latin files (40 KB)
 * do not share a slow phone's bandwidth with the first screen's code and data. Once that screen has
 * painted (the frame after this call, then the browser's next idle moment) the Latin family joins
 * and the browser fetches the Latin faces for the digits, full stops and names on screen. English
 * pages are unaffected: their first screen is drawn in the Latin faces from the start.
 */
export function addLatinFacesAfterPaint(): () => void {
  const root = document.documentElement;
  if (root.hasAttribute(LATIN_FACES_ATTRIBUTE)) return () => undefined;
  const add = () => root.setAttribute(LATIN_FACES_ATTRIBUTE, '');
  let idle: number | null = null;
  const frame = requestAnimationFrame(() => {
    idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(add, { timeout: 1000 })
        : window.setTimeout(add, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (idle === null) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

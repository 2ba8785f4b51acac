import { afterFirstPaint } from '@/hooks/shared/first-paint';

/** The attribute on `<html>` that lets an Arabic page draw Latin text in the app's Latin faces (styles/globals.css). */
export const LATIN_FACES_ATTRIBUTE = 'data-latin-faces';

/**
 * An Arabic page's first screen is drawn with the Arabic faces only, so the two Latin files (40 KB)
 * do not share a slow phone's bandwidth with the first screen's code and data. Once that screen has
 * painted (hooks/shared/first-paint.ts) the Latin family joins and the browser fetches the Latin
 * faces for the digits, full stops and names on screen. English pages are unaffected: their first
 * screen is drawn in the Latin faces from the start. Returns an unsubscribe.
 */
export function addLatinFacesAfterPaint(): () => void {
  return afterFirstPaint(() => document.documentElement.setAttribute(LATIN_FACES_ATTRIBUTE, ''));
}

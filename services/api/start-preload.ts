/**
 * The global the document's head leaves the country lookup's answer under (live builds only):
 * components/shell/country-preload-script.ts sends the lookup with the HTML, the start takes it here.
 */
export const PRELOAD_GLOBAL = '__khidmaCountryLookup';

/** What the head's script leaves: the host's code and the answer's body, or null when it failed. */
export interface PreloadedLookup {
  code: string;
  body: Promise<unknown>;
}

type WindowWithPreload = Window & { [PRELOAD_GLOBAL]?: PreloadedLookup };

/** The head's answer for this code, taken once (a retry or a later lookup makes the call itself). */
export function takePreloadedLookup(code: string): Promise<unknown> | null {
  if (typeof window === 'undefined') return null;
  const holder = window as WindowWithPreload;
  const preloaded = holder[PRELOAD_GLOBAL];
  if (!preloaded || preloaded.code !== code) return null;
  delete holder[PRELOAD_GLOBAL];
  return preloaded.body;
}

import { LANGUAGES } from '@/locales/languages';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from './country-host';

/** The global the document's head leaves the country lookup's answer under (live builds only). */
export const PRELOAD_GLOBAL = '__khidmaCountryLookup';

/** What the head's script leaves: the host's code and the answer's body, or null when it failed. */
export interface PreloadedLookup {
  code: string;
  body: Promise<unknown>;
}

type WindowWithPreload = Window & { [PRELOAD_GLOBAL]?: PreloadedLookup };

/**
 * Start step 3 (§4) sent with the HTML: an inline script in the document's head (after the
 * pre-paint script has set `<html lang>`) sends `GET common/country-by-code-name/{code}` for the
 * host's code, so the lookup leaves while the app's code downloads instead of after it has run.
 * The same call the start makes (services/locations.ts): no `country` parameter (§7, the one call
 * before the country is known), `Accept-Language` as the API client sets it before a country is
 * known (`ar-JO`, `en`), cors mode, same-origin credentials, no Authorization (the lookup is public,
 * and a header that is not CORS-safelisted would add a preflight). The start takes the answer once;
 * a failure (network, not 2xx) leaves null and the start makes the call itself, with its errors.
 * The host's code follows services/country-host.ts, the language `locales/languages.ts`.
 */
export function countryPreloadScript(apiPrefix: string): string {
  const rtl = Object.fromEntries(Object.entries(LANGUAGES).map(([code, language]) => [code, language.rtl]));
  return `(function(){try{var r=${JSON.stringify(rtl)},k=${JSON.stringify(COUNTRY_CODES)},l=document.documentElement.lang,p=(location.hostname.trim().toLowerCase().split('.')[0]||'').split('-')[0],c=k.indexOf(p)<0?${JSON.stringify(DEFAULT_COUNTRY_CODE)}:p,a=r[l]?l+'-'+${JSON.stringify(DEFAULT_COUNTRY_CODE.toUpperCase())}:l;window[${JSON.stringify(PRELOAD_GLOBAL)}]={code:c,body:fetch(${JSON.stringify(apiPrefix)}+'common/country-by-code-name/'+c,{headers:{'Accept-Language':a}}).then(function(s){return s.ok?s.json():null}).catch(function(){return null})}}catch(e){}})();`;
}

/** The head's answer for this code, taken once (a retry or a later lookup makes the call itself). */
export function takePreloadedLookup(code: string): Promise<unknown> | null {
  if (typeof window === 'undefined') return null;
  const holder = window as WindowWithPreload;
  const preloaded = holder[PRELOAD_GLOBAL];
  if (!preloaded || preloaded.code !== code) return null;
  delete holder[PRELOAD_GLOBAL];
  return preloaded.body;
}

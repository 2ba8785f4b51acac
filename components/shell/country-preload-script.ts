import { LANGUAGES } from '@/locales/languages';
import { countryPreloadOn } from '@/services/api/departures';
import { PRELOAD_GLOBAL } from '@/services/api/start-preload';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE } from '@/services/shared/country-host';

/**
 * Start step 3, the country lookup (spec §4), sent with the HTML: an inline script in the document's head (after the
 * pre-paint script has set `<html lang>`) sends `GET common/country-by-code-name/{code}` for the
 * host's code, so the lookup leaves while the app's code downloads instead of after it has run.
 * The same call the start makes (services/shared/locations.ts, which takes the answer: services/api/start-preload.ts): no `country` parameter (spec §7, the one call
 * before the country is known), `Accept-Language` as the API client sets it before a country is
 * known (`ar-JO`, `en`), cors mode, same-origin credentials, no Authorization (the lookup is public,
 * and a header that is not CORS-safelisted would add a preflight). The start takes the answer once;
 * a failure (network, not 2xx) leaves null and the start makes the call itself, with its errors.
 * The host's code follows services/shared/country-host.ts, the language `locales/languages.ts`.
 */
export function countryPreloadScript(apiPrefix: string): string {
  const rtl = Object.fromEntries(Object.entries(LANGUAGES).map(([code, language]) => [code, language.rtl]));
  return `(function(){try{var r=${JSON.stringify(rtl)},k=${JSON.stringify(COUNTRY_CODES)},l=document.documentElement.lang,p=(location.hostname.trim().toLowerCase().split('.')[0]||'').split('-')[0],c=k.indexOf(p)<0?${JSON.stringify(DEFAULT_COUNTRY_CODE)}:p,a=r[l]?l+'-'+${JSON.stringify(DEFAULT_COUNTRY_CODE.toUpperCase())}:l;window[${JSON.stringify(PRELOAD_GLOBAL)}]={code:c,body:fetch(${JSON.stringify(apiPrefix)}+'common/country-by-code-name/'+c,{headers:{'Accept-Language':a}}).then(function(s){return s.ok?s.json():null}).catch(function(){return null})}}catch(e){}})();`;
}

/**
 * The head's lookup script of a live build (`apiBaseUrl` set), or null: none in the sandbox, and none
 * with NEXT_PUBLIC_COUNTRY_PRELOAD=off, when the start sends the lookup through the API client with
 * the bearer every call carries (spec §7; docs/api.md "Departures from the spec").
 */
export function headCountryLookup(apiBaseUrl: string, apiPrefix: string): string | null {
  return apiBaseUrl && countryPreloadOn() ? countryPreloadScript(apiPrefix) : null;
}

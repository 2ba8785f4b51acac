/**
 * Where the app departs from the letter of the spec on purpose (docs/api.md "Departures from the
 * spec"), each on by default and turned off at build time by its `NEXT_PUBLIC_…` setting set to
 * `off`, which gives the spec's behaviour. Read when used (not once at load), so a test can switch one.
 */

/** The app gives up on a call after services/api/timeouts.ts's wait; off: spec §7's "Request timeout is unset". */
export function callTimeoutOn(): boolean {
  return process.env.NEXT_PUBLIC_CALL_TIMEOUT !== 'off';
}

/**
 * A 401 first renews the session once (services/api/token-refresh.ts); off: spec §8, where any 401 but
 * the token call's runs the session-expired handler at once.
 */
export function tokenRefreshOn(): boolean {
  return process.env.NEXT_PUBLIC_TOKEN_REFRESH !== 'off';
}

/**
 * Live builds send the country lookup from the document's head, without the bearer
 * (components/shell/country-preload-script.ts); off: the start sends it through the API client, with
 * the bearer every call carries (spec §7).
 */
export function countryPreloadOn(): boolean {
  return process.env.NEXT_PUBLIC_COUNTRY_PRELOAD !== 'off';
}

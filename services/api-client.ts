import axios, { type InternalAxiosRequestConfig } from 'axios';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/locales/languages';
import { API_PREFIX } from './config';
import { DEFAULT_COUNTRY_CODE } from './country-host';
import { isOffline, offlineError, toAppError } from './errors';
import type { Country } from './types';

/**
 * `Accept-Language` (§7): the language, plus `-` and the upper-cased country code
 * when the language is right-to-left: `ar-JO`, `ar-SA`, `en`.
 */
export function acceptLanguage(language: Language, countryCode: string | null | undefined): string {
  if (!LANGUAGES[language].rtl) return language;
  return `${language}-${(countryCode || DEFAULT_COUNTRY_CODE).toUpperCase()}`;
}

/** The one call whose 401 means "wrong credentials", not "session expired". */
export const TOKEN_AUTH_PATH = 'auth/token/';

/** The one axios instance every call in services/ goes through. */
export const api = axios.create({ baseURL: API_PREFIX });

/** What every call carries (§7), read from the app's state when the call is made. */
export interface RequestContext {
  language: Language;
  country: Pick<Country, 'id' | 'code_name'> | null;
  token: string | null;
}

let onSessionExpired: () => void = () => undefined;
/** Several calls can fail with 401 at once: the session expires once (the page then leaves for the login). */
let expired = false;
let currentContext: () => RequestContext = () => ({ language: DEFAULT_LANGUAGE, country: null, token: null });

/**
 * A change is never sent while the device is offline: it fails at once ("You're offline: nothing
 * was sent") instead of waiting, and the user sends it again (with the same idempotency key) once
 * back online. The check is the browser's, so it holds for a real backend and for the sandbox (whose
 * service worker would otherwise answer offline). Reads are paused by TanStack Query meanwhile.
 */
function refuseOffline(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (config.method !== 'get' && isOffline()) throw offlineError();
  return config;
}

function addRequestContext(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const { language, country, token } = currentContext();
  if (country) config.params = { ...(config.params as Record<string, unknown> | undefined), country: country.id };
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('Accept-Language', acceptLanguage(language, country?.code_name));
  return config;
}

api.interceptors.request.use(addRequestContext);
api.interceptors.request.use(refuseOffline);

api.interceptors.response.use(undefined, (error: unknown) => {
  const appError = toAppError(error);
  const url = axios.isAxiosError(error) ? (error.config?.url ?? '') : '';
  if (appError.status === 401 && url !== TOKEN_AUTH_PATH) sessionRefused();
  return Promise.reject(appError);
});

/** The server refused the session (a call's 401, the socket's refusal close code): the expiry path runs once. */
export function sessionRefused(): void {
  if (expired) return;
  expired = true;
  onSessionExpired();
}

/**
 * Start step 2 (§4): wire the client to the app's state (services sit below the store,
 * so the store hands its reader in) and to its session-expired handler.
 */
export function initApiClient(options: { onSessionExpired: () => void; context: () => RequestContext }): void {
  onSessionExpired = options.onSessionExpired;
  currentContext = options.context;
  expired = false;
}

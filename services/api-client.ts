import axios, { type InternalAxiosRequestConfig } from 'axios';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/locales/languages';
import { API_PREFIX } from './config';
import { DEFAULT_COUNTRY_CODE } from './country-host';
import { isOffline, offlineError, toAppError } from './errors';
import type { RefreshedPair, TokenStore } from './token-refresh';
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
/** Designed (docs/api/accounts.md "Sessions"): a new access token for the stored refresh token. */
export const TOKEN_REFRESH_PATH = 'auth/token/refresh/';
/** Designed: the refresh token is blacklisted and the session ends. */
export const LOGOUT_PATH = 'auth/logout/';
/** Calls whose 401 is their own answer: neither refreshed nor an expiry. */
const OWN_401 = new Set([TOKEN_AUTH_PATH, TOKEN_REFRESH_PATH, LOGOUT_PATH]);

/** The one axios instance every call in services/ goes through. */
export const api = axios.create({ baseURL: API_PREFIX });

/** What every call carries (§7), read from the app's state when the call is made. */
export interface RequestContext {
  language: Language;
  country: Pick<Country, 'id' | 'code_name'> | null;
  token: string | null;
}

/** A call retried once after a refresh carries this mark, so a second 401 ends the session. */
interface RetriedConfig extends InternalAxiosRequestConfig {
  afterRefresh?: boolean;
}

let onSessionExpired: () => void = () => undefined;
/** Several calls can fail with 401 at once: the session expires once (the page then leaves for the login). */
let expired = false;
let currentContext: () => RequestContext = () => ({ language: DEFAULT_LANGUAGE, country: null, token: null });
let refreshSession: (sent: string) => Promise<string | null> = () => Promise.resolve(null);

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

function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
}

/**
 * A 401 from any call but the three above: refresh once (shared by every call and tab) and retry the
 * call once with the new token; only when that fails does the session expire (§4).
 */
api.interceptors.response.use(undefined, async (error: unknown) => {
  const appError = toAppError(error);
  const config: RetriedConfig | undefined = axios.isAxiosError(error) ? error.config : undefined;
  if (appError.status !== 401 || !config || OWN_401.has(config.url ?? '')) return Promise.reject(appError);
  const sent = bearerOf(config);
  // A guest's call (no token sent) has no session to renew.
  if (sent && !config.afterRefresh) {
    let fresh: string | null;
    try {
      fresh = await refreshSession(sent);
    } catch (refreshError) {
      return Promise.reject(toAppError(refreshError));
    }
    if (fresh) return api.request({ ...config, afterRefresh: true } as RetriedConfig);
  }
  sessionRefused();
  return Promise.reject(appError);
});

/** The server refused the session (a call's 401 after a refused refresh, the socket's refusal): the expiry path runs once. */
export function sessionRefused(): void {
  if (expired) return;
  expired = true;
  onSessionExpired();
}

/**
 * A refusal outside a call (the notification socket's close code for a token it will not take):
 * renew the session once, as a call's 401 would; true when there is a new token to use. A refused
 * refresh runs the expiry path; a refresh that could not be made (offline, 5xx) keeps the session.
 */
export async function renewOrExpire(sent: string): Promise<boolean> {
  try {
    if (await refreshSession(sent)) return true;
  } catch {
    return false;
  }
  sessionRefused();
  return false;
}

async function postRefresh(refresh: string): Promise<RefreshedPair> {
  const { data } = await api.post<RefreshedPair>(TOKEN_REFRESH_PATH, { refresh });
  return data;
}

/**
 * Start step 2 (§4): wire the client to the app's state (services sit below the store,
 * so the store hands its readers in: the context and the tokens) and to its session-expired handler.
 */
export function initApiClient(options: { onSessionExpired: () => void; context: () => RequestContext; tokens: TokenStore }): void {
  onSessionExpired = options.onSessionExpired;
  currentContext = options.context;
  // The refresher is fetched on the first 401 only: no first screen needs it (services/token-refresh.ts).
  let refresher: Promise<(sent: string) => Promise<string | null>> | null = null;
  refreshSession = (sent) => {
    refresher ??= import('./token-refresh').then(({ createTokenRefresher }) => {
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      return createTokenRefresher({ tokens: options.tokens, call: postRefresh, locks });
    });
    return refresher.then((refresh) => refresh(sent));
  };
  expired = false;
}

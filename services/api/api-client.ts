import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/locales/languages';
import { DEFAULT_COUNTRY_CODE } from '@/services/shared/country-host';
import { API_PREFIX } from './config';
import { tokenRefreshOn } from './departures';
import { toAppError } from './errors';
import type { CallSession } from './axios-client';
import type { AnswerRule, AnswersLoader, AnswerTable } from './shape';
import type { RefreshedPair, TokenStore } from './token-refresh';
import type { RequestContext } from './types';
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';

/**
 * `Accept-Language` (spec §7): the language, plus `-` and the upper-cased country code
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
/**
 * Designed (issue 35): this device's push subscription. Logout removes it with the token the device
 * held, expired or not; a refusal then is no reason to renew a session the device already left.
 */
export const PUSH_SUBSCRIPTIONS_PATH = 'notifications/push-subscriptions/';
/** Calls whose 401 is their own answer: neither refreshed nor an expiry. */
const OWN_401 = new Set([TOKEN_AUTH_PATH, TOKEN_REFRESH_PATH, LOGOUT_PATH, PUSH_SUBSCRIPTIONS_PATH]);

export type { RequestContext } from './types';

let onSessionExpired: () => void = () => undefined;
/** Several calls can fail with 401 at once: the session expires once (the page then leaves for the login). */
let expired = false;
let currentContext: () => RequestContext = () => ({ language: DEFAULT_LANGUAGE, country: null, token: null });
let refreshSession: (sent: string) => Promise<string | null> = () => Promise.resolve(null);

/**
 * axios and the instance's interceptors (services/api/axios-client.ts) are a chunk of their own: the
 * shell's first load does not carry them (−20 KB gzipped on every route), and the first screen's
 * calls find them in. A failed download is asked for again by the next call.
 */
let client: Promise<AxiosInstance> | null = null;
function axiosClient(): Promise<AxiosInstance> {
  client ??= import('./axios-client').then(
    ({ createAxiosClient }) =>
      createAxiosClient({
        baseURL: API_PREFIX,
        context: () => currentContext(),
        acceptLanguage: ({ language, country }) => acceptLanguage(language, country?.code_name),
        own401: OWN_401,
        refreshSession: (sent) => refreshSession(sent),
        sessionRefused,
      }),
    (error: unknown) => {
      client = null;
      throw toAppError(error);
    },
  );
  return client;
}

/** The checker and the start's answers, one chunk (services/api/start-reader.ts). */
const startReader = () => import('./start-reader');

/**
 * The answers no one domain owns (services/api/common-shapes.ts: the start's country lookup and profile,
 * the location pickers, an upload), for `shaped` (below): they ride in the reader's chunk.
 */
export const commonAnswers = startReader;

// In the browser the reader (the country lookup's shape among its answers) is asked for as soon as this
// (shared) chunk runs, beside the first screen's translations (locales/i18n.ts), not after the hydration render.
if (typeof window !== 'undefined') void startReader().catch(() => undefined);

/**
 * The client's code, asked for once the first screen has painted (components/shell/later-loads.ts),
 * if no call has asked for it before: a first screen that calls nothing before it paints (sign-in,
 * sign-up; the country lookup leaves from the HTML's head) does not share a slow phone's bandwidth
 * with it, and the first tap's call finds it in. A first screen's call asks for it at once.
 */
export function warmApiClient(): void {
  void axiosClient().catch(() => undefined);
}

/** Which user the calls are made for: moved on at logout (`leaveSessionCalls`). */
let sessionCalls: CallSession = { generation: 0, abort: new AbortController() };

/**
 * Logout (store/auth/logout.ts): every call made for the user who leaves is aborted, and one whose
 * answer comes anyway fails quietly (`unanswered: 'signed-out'`, no toast) instead of landing in the
 * query cache, the store or storage after the device was wiped.
 */
export function leaveSessionCalls(): void {
  sessionCalls.abort.abort();
  sessionCalls = { generation: sessionCalls.generation + 1, abort: new AbortController() };
}

/**
 * A call of the current user's (axios-client.ts `sessionRequest`): the session it is made for is taken
 * as it leaves; the wrapping rides in the client's chunk, not in every route's first load.
 */
async function sessionCall<T>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> {
  const made = sessionCalls;
  const instance = await axiosClient();
  const { sessionRequest } = await import('./axios-client');
  return sessionRequest<T>(instance, config, made, () => sessionCalls);
}

/** The one API client every call in services/ goes through (axios's methods, on the shared instance). */
export const api = {
  get: <T>(url: string, config?: AxiosRequestConfig) => sessionCall<T>({ ...config, method: 'get', url }),
  delete: <T>(url: string, config?: AxiosRequestConfig) => sessionCall<T>({ ...config, method: 'delete', url }),
  post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    sessionCall<T>({ ...config, method: 'post', url, data }),
  put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    sessionCall<T>({ ...config, method: 'put', url, data }),
  patch: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
    sessionCall<T>({ ...config, method: 'patch', url, data }),
  request: <T>(config: AxiosRequestConfig) => sessionCall<T>(config),
};

type Answer = { data: unknown; status: number };

/**
 * An answer read through the shape its domain declares for the call `name` (services/api/checked-answer.ts,
 * in the start's reader chunk).
 * The table's chunk and the checker's are asked for as the call leaves and arrive while the answer is on
 * its way: a route's first load carries this loader and none of the shapes.
 */
export async function shaped<T, A extends AnswerTable = AnswerTable>(
  answers: AnswersLoader<A>,
  name: keyof A & string,
  answer: Answer | Promise<Answer>,
): Promise<T> {
  const reading = Promise.all([startReader(), answers()]);
  const { data, status } = await answer;
  const [{ readAnswer }, shapes] = await reading;
  return readAnswer(shapes.ANSWERS[name] as AnswerRule, data, status) as T;
}

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
 * Start step 2, the API client (spec §4): wire the client to the app's state (services sit below the store,
 * so the store hands its readers in: the context and the tokens) and to its session-expired handler.
 */
export function initApiClient(options: {
  onSessionExpired: () => void;
  context: () => RequestContext;
  tokens: TokenStore;
}): void {
  onSessionExpired = options.onSessionExpired;
  currentContext = options.context;
  // The refresher is fetched on the first 401 only: no first screen needs it (services/api/token-refresh.ts).
  let refresher: Promise<(sent: string) => Promise<string | null>> | null = null;
  refreshSession = (sent) => {
    // Turned off (NEXT_PUBLIC_TOKEN_REFRESH=off), a 401 ends the session at once (spec §8).
    if (!tokenRefreshOn()) return Promise.resolve(null);
    refresher ??= import('./token-refresh').then(({ createTokenRefresher }) => {
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      return createTokenRefresher({ tokens: options.tokens, call: postRefresh, locks });
    });
    return refresher.then((refresh) => refresh(sent));
  };
  expired = false;
}

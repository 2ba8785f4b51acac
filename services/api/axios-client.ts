import axios, {
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { anySignal } from './any-signal';
import { callTimeoutOn } from './departures';
import { AppError, isOffline, offlineError } from './errors';
import { fromHttpFailure } from './http-failure';
import { HONORED_HEADERS_HEADER, learnHonoredHeaders } from './idempotency-header';
// The error catalogue's texts arrive with the client's code, before any answer can (services/api/message-keys.ts).
import './messages';
import { TIMEOUTS } from './timeouts';
import type { RequestContext } from './types';

/** What the instance reads from services/api/api-client.ts when a call is made. */
export interface ClientHooks {
  baseURL: string;
  context: () => RequestContext;
  acceptLanguage: (context: RequestContext) => string;
  /** Calls whose 401 is their own answer: neither refreshed nor an expiry. */
  own401: ReadonlySet<string>;
  refreshSession: (sent: string) => Promise<string | null>;
  sessionRefused: () => void;
}

interface CallConfig extends InternalAxiosRequestConfig {
  /** A call retried once after a refresh carries this mark, so a second 401 ends the session. */
  afterRefresh?: boolean;
  /** The call's deadline (see `setDeadline`). */
  deadline?: AbortSignal;
}

/**
 * Every call gives up after its wait (services/api/timeouts.ts: an upload's, a multipart body, is longer),
 * read when the call leaves: a stalled network ends in "The server took too long to answer", never a
 * spinner for ever. An abort signal rather than axios's `timeout`, so it holds in every transport (MSW's
 * stand-in for XMLHttpRequest in vitest ignores `timeout`) and is told from any other failure by the
 * signal itself.
 */
function setDeadline(config: CallConfig): CallConfig {
  // Turned off (NEXT_PUBLIC_CALL_TIMEOUT=off), a call waits as long as the network does (spec §7).
  if (!callTimeoutOn()) return config;
  const deadline = AbortSignal.timeout(config.data instanceof FormData ? TIMEOUTS.uploadMs : TIMEOUTS.callMs);
  config.deadline = deadline;
  // The caller's signal (services/api/api-client.ts: a logout aborts the user's calls) holds beside it.
  config.signal = config.signal ? anySignal([config.signal as AbortSignal, deadline]) : deadline;
  return config;
}

/** A call the app stopped waiting for; offline by then, it says so instead. */
const timedOut = (): AppError => new AppError(0, undefined, {}, isOffline() ? 'offline' : 'timeout');

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

/** Any answer may say which designed request headers the backend honours (services/api/idempotency-header.ts). */
function learn(headers: unknown): void {
  const read = headers as { get?: (name: string) => unknown } | undefined;
  learnHonoredHeaders(typeof read?.get === 'function' ? read.get(HONORED_HEADERS_HEADER) : undefined);
}

function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
}

/**
 * The one axios instance behind `api` (services/api/api-client.ts), in its own chunk: no first paint
 * waits for axios's code. Every call carries the country, the bearer and `Accept-Language` (spec §7).
 */
export function createAxiosClient(hooks: ClientHooks): AxiosInstance {
  const client = axios.create({ baseURL: hooks.baseURL });

  client.interceptors.request.use((config) => {
    const context = hooks.context();
    const { country, token } = context;
    if (country) config.params = { ...(config.params as Record<string, unknown> | undefined), country: country.id };
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set('Accept-Language', hooks.acceptLanguage(context));
    return config;
  });
  client.interceptors.request.use(refuseOffline);
  client.interceptors.request.use(setDeadline);
  client.interceptors.response.use((response) => {
    learn(response.headers);
    return response;
  });

  /**
   * A 401 from any call but the own-401 ones: refresh once (shared by every call and tab) and retry
   * the call once with the new token; only when that fails does the session expire (spec §4).
   */
  client.interceptors.response.use(undefined, async (error: unknown) => {
    const config: CallConfig | undefined = axios.isAxiosError(error) ? error.config : undefined;
    if (axios.isAxiosError(error)) learn(error.response?.headers);
    if (config?.deadline?.aborted && !(axios.isAxiosError(error) && error.response)) return Promise.reject(timedOut());
    const appError = fromHttpFailure(error);
    if (appError.status !== 401 || !config || hooks.own401.has(config.url ?? '')) return Promise.reject(appError);
    const sent = bearerOf(config);
    // A guest's call (no token sent) has no session to renew.
    if (sent && !config.afterRefresh) {
      let fresh: string | null;
      try {
        fresh = await hooks.refreshSession(sent);
      } catch (refreshError) {
        return Promise.reject(fromHttpFailure(refreshError));
      }
      // The retry gets a deadline of its own.
      if (fresh)
        return client.request({ ...config, afterRefresh: true, deadline: undefined, signal: undefined } as CallConfig);
    }
    hooks.sessionRefused();
    return Promise.reject(appError);
  });

  return client;
}

/** Which user a call is made for (services/api/api-client.ts `leaveSessionCalls` moves it on at logout). */
export interface CallSession {
  generation: number;
  abort: AbortController;
}

const signedOut = () => new AppError(0, undefined, {}, 'signed-out');

/** A call made for `made`: aborted at logout, and read only when no logout came while it was out. */
export async function sessionRequest<T>(
  client: AxiosInstance,
  config: AxiosRequestConfig,
  made: Readonly<CallSession>,
  now: () => CallSession,
): Promise<AxiosResponse<T>> {
  const current = () => now().generation === made.generation;
  const signal = config.signal ? anySignal([config.signal as AbortSignal, made.abort.signal]) : made.abort.signal;
  try {
    const answer = await client.request<T>({ ...config, signal });
    if (!current()) throw signedOut();
    return answer;
  } catch (error) {
    throw current() ? error : signedOut();
  }
}

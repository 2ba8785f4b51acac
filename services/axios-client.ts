import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { isOffline, offlineError, toAppError } from './errors';
// The error catalogue's texts arrive with the client's code, before any answer can (services/message-keys.ts).
import './messages';
import type { RequestContext } from './api-client';

/** What the instance reads from services/api-client.ts when a call is made. */
export interface ClientHooks {
  baseURL: string;
  context: () => RequestContext;
  acceptLanguage: (context: RequestContext) => string;
  /** Calls whose 401 is their own answer: neither refreshed nor an expiry. */
  own401: ReadonlySet<string>;
  refreshSession: (sent: string) => Promise<string | null>;
  sessionRefused: () => void;
}

/** A call retried once after a refresh carries this mark, so a second 401 ends the session. */
interface RetriedConfig extends InternalAxiosRequestConfig {
  afterRefresh?: boolean;
}

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

function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
}

/**
 * The one axios instance behind `api` (services/api-client.ts), in its own chunk: no first paint
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

  /**
   * A 401 from any call but the own-401 ones: refresh once (shared by every call and tab) and retry
   * the call once with the new token; only when that fails does the session expire (spec §4).
   */
  client.interceptors.response.use(undefined, async (error: unknown) => {
    const appError = toAppError(error);
    const config: RetriedConfig | undefined = axios.isAxiosError(error) ? error.config : undefined;
    if (appError.status !== 401 || !config || hooks.own401.has(config.url ?? '')) return Promise.reject(appError);
    const sent = bearerOf(config);
    // A guest's call (no token sent) has no session to renew.
    if (sent && !config.afterRefresh) {
      let fresh: string | null;
      try {
        fresh = await hooks.refreshSession(sent);
      } catch (refreshError) {
        return Promise.reject(toAppError(refreshError));
      }
      if (fresh) return client.request({ ...config, afterRefresh: true } as RetriedConfig);
    }
    hooks.sessionRefused();
    return Promise.reject(appError);
  });

  return client;
}

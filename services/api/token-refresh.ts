import { AppError } from './errors';

/** Where the tokens are kept (the store hands its reader and writer down through `initApiClient`). */
export interface TokenStore {
  access: () => string | null;
  refresh: () => string | null;
  store: (access: string, refresh: string) => void;
}

/** `POST auth/token/refresh/`'s answer: a new access token, and a new refresh token when the backend rotates them. */
export interface RefreshedPair {
  access: string;
  refresh?: string;
}

/** The part of the Web Locks API used here (absent in some browsers and in jsdom). */
export interface TokenLocks {
  request: <T>(name: string, callback: () => Promise<T>) => Promise<T>;
}

export const REFRESH_LOCK = 'token-refresh';

/** A refusal of the refresh (400, 401, 403, 404: no such call, or the token is over) ends the session; anything else is passing. */
function endsSession(error: unknown): boolean {
  return error instanceof AppError && error.status >= 400 && error.status < 500;
}

/**
 * The one refresh for every call that met a 401 (docs/api/accounts.md "Sessions"): one in flight per
 * tab (a shared promise) and per browser (the `token-refresh` Web Lock, when the browser has it).
 * Resolves the access token to retry with, or null when the session is over; rejects when the refresh
 * itself could not be made (offline, 5xx): the call fails with that, and the session stays.
 * `sent` is the token the failed call carried: when the stored one differs, another call or tab
 * has already renewed it, and it is used as is.
 */
export function createTokenRefresher(options: {
  tokens: TokenStore;
  call: (refresh: string) => Promise<RefreshedPair>;
  locks?: TokenLocks;
}): (sent: string) => Promise<string | null> {
  const { tokens, call, locks } = options;
  let inFlight: Promise<string | null> | null = null;

  async function renew(sent: string): Promise<string | null> {
    const stored = tokens.access();
    if (stored && stored !== sent) return stored;
    const refresh = tokens.refresh();
    if (!refresh) return null;
    try {
      const pair = await call(refresh);
      // A logout (here or in another tab) while the renewal was on its way: the device stays signed out.
      if (tokens.access() !== null) tokens.store(pair.access, pair.refresh ?? refresh);
      return pair.access;
    } catch (error) {
      if (endsSession(error)) return null;
      throw error;
    }
  }

  return (sent) => {
    inFlight ??= (locks ? locks.request(REFRESH_LOCK, () => renew(sent)) : renew(sent)).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

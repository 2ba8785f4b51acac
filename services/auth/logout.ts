import { api, LOGOUT_PATH } from '@/services/api/api-client';
import type { Detail } from './auth';

/**
 * Designed: POST auth/logout/ ends the session its refresh token or its bearer access token names (either
 * will do, docs/api/accounts.md "Sessions"); both are refused after it. Logout clears the device first, so
 * the tokens are handed in rather than read from storage. Its own module: only logout loads it.
 */
export async function logoutSession(tokens: { refresh: string | null; access: string | null }): Promise<Detail> {
  const { data } = await api.post<Detail>(
    LOGOUT_PATH,
    { refresh: tokens.refresh ?? '' },
    tokens.access ? { headers: { Authorization: `Bearer ${tokens.access}` } } : undefined,
  );
  return data;
}

import type { RequestContext } from '@/services/api/api-client';
import type { TokenStore } from '@/services/api/token-refresh';
import { appStore } from './app-store';
import { readString, STORAGE_KEYS, storeTokens } from './storage';

/** The language, country and access token every API call carries, as they are now. */
export function requestContext(): RequestContext {
  const { language, country } = appStore.getState();
  return { language, country, token: readString(STORAGE_KEYS.accessToken) };
}

/** The stored token pair, read and renewed by the API client's refresh (shared with other tabs through localStorage). */
export const sessionTokens: TokenStore = {
  access: () => readString(STORAGE_KEYS.accessToken),
  refresh: () => readString(STORAGE_KEYS.refreshToken),
  store: storeTokens,
};

import type { RequestContext } from '@/services/api-client';
import { appStore } from './app-store';
import { readString, STORAGE_KEYS } from './storage';

/** The language, country and access token every API call carries, as they are now. */
export function requestContext(): RequestContext {
  const { language, country } = appStore.getState();
  return { language, country, token: readString(STORAGE_KEYS.accessToken) };
}

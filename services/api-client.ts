import axios, { type InternalAxiosRequestConfig } from 'axios';
import { LANGUAGES, type Language } from '@/locales/languages';
import { appStore } from '@/store/app-store';
import { readString, STORAGE_KEYS } from '@/store/storage';
import { API_PREFIX } from './config';
import { DEFAULT_COUNTRY_CODE } from './country-host';
import { toAppError } from './errors';

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

let onSessionExpired: () => void = () => undefined;

export function addRequestContext(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const { language, country } = appStore.getState();
  if (country) config.params = { ...(config.params as Record<string, unknown> | undefined), country: country.id };
  const token = readString(STORAGE_KEYS.accessToken);
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('Accept-Language', acceptLanguage(language, country?.code_name));
  return config;
}

api.interceptors.request.use(addRequestContext);

api.interceptors.response.use(undefined, (error: unknown) => {
  const appError = toAppError(error);
  const url = axios.isAxiosError(error) ? (error.config?.url ?? '') : '';
  if (appError.status === 401 && url !== TOKEN_AUTH_PATH) onSessionExpired();
  return Promise.reject(appError);
});

/** Start step 2 (§4): wire the client to the app's session-expired handler. */
export function initApiClient(options: { onSessionExpired: () => void }): void {
  onSessionExpired = options.onSessionExpired;
}

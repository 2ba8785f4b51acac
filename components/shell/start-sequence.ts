import { initI18n } from '@/locales/i18n';
import { directionOf, isLanguage, resolveLanguage, type Language } from '@/locales/languages';
import { initApiClient } from '@/services/api-client';
import type { UserProfile } from '@/services/types';
import { appStore } from '@/store/app-store';
import { EVENTS } from '@/store/events';
import { expireSession } from '@/store/session';
import { readString, STORAGE_KEYS, tidyStorage, writeString } from '@/store/storage';

/**
 * Start steps 1–2 (§4) and the sandbox switch: language (and a tidy storage), API client, then, with no
 * backend configured, the sandbox worker (the first call must already be answered by it).
 * Steps 3–4 (country, profile) are queries in StartGate.
 */
export async function prepareApp(location: Pick<Location, 'search'> = window.location): Promise<Language> {
  const language = resolveLanguage(new URLSearchParams(location.search).get('lang'), readString(STORAGE_KEYS.language));
  applyLanguage(language);
  tidyStorage();
  await initI18n(language);
  initApiClient({ onSessionExpired: () => expireSession() });
  // Written out (not via services/config's SANDBOX) so the bundler sees a literal
  // condition and drops the sandbox chunk entirely from a live build.
  if (!process.env.NEXT_PUBLIC_API_BASE_URL) {
    const { startSandbox } = await import('@/mocks/browser');
    await startSandbox();
  }
  return language;
}

export function applyLanguage(language: Language): void {
  writeString(STORAGE_KEYS.language, language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  appStore.dispatch({ type: EVENTS.CHANGE_LANGUAGE, language });
}

const RELOAD_GUARD = 'language-reload';

/**
 * §1: a saved user language that differs from the stored one wins and forces one
 * reload. The `lang` parameter is dropped from the URL so it cannot win again, and
 * a per-tab guard makes a second reload for the same language impossible.
 */
export function adoptUserLanguage(
  profile: UserProfile,
  location: Pick<Location, 'href' | 'replace'> = window.location,
  guard: Storage = window.sessionStorage,
): boolean {
  const saved = profile.user.language;
  if (!isLanguage(saved) || saved === readString(STORAGE_KEYS.language)) {
    guard.removeItem(RELOAD_GUARD);
    return false;
  }
  if (guard.getItem(RELOAD_GUARD) === saved) return false;
  guard.setItem(RELOAD_GUARD, saved);
  writeString(STORAGE_KEYS.language, saved);
  const url = new URL(location.href);
  url.searchParams.delete('lang');
  location.replace(url.toString());
  return true;
}

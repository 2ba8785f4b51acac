import { directionOf, isLanguage, type Language } from '@/locales/languages';
import type { UserProfile } from '@/services/api/types';
import { appStore } from './app-store';
import { EVENTS } from './events';
import { hasSession, readString, STORAGE_KEYS, writeString } from './storage';

/** The page's language: stored, on `<html lang dir>`, and in the app store. */
export function applyLanguage(language: Language): void {
  writeString(STORAGE_KEYS.language, language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  appStore.dispatch({ type: EVENTS.CHANGE_LANGUAGE, language });
}

const RELOAD_GUARD = 'language-reload';

/**
 * A saved user language (spec §1) that differs from the stored one wins and forces one
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
  reloadInLanguage(saved, location);
  return true;
}

/**
 * Keep `language` and reload without a `lang` parameter (which would otherwise win
 * over it on the next start): a saved user language, or one the person chose.
 */
export function reloadInLanguage(
  language: Language,
  location: Pick<Location, 'href' | 'replace'> = window.location,
): void {
  writeString(STORAGE_KEYS.language, language);
  const url = new URL(location.href);
  url.searchParams.delete('lang');
  location.replace(url.toString());
}

/** Saves the chosen language to the person's account (the auth domain's call, handed in by its callers). */
export type SaveLanguage = (language: Language) => Promise<unknown>;

/**
 * A language change (spec §4) is saved to the backend only when logged in; a failed
 * save is only logged and the change proceeds; then the page reloads (without
 * a `lang` parameter, which would otherwise win over the new choice).
 */
export async function changeLanguage(
  language: Language,
  saveToAccount: SaveLanguage,
  location: Pick<Location, 'href' | 'replace'> = window.location,
): Promise<void> {
  if (hasSession()) {
    try {
      await saveToAccount(language);
    } catch (error) {
      console.warn('Saving the language failed; switching anyway', error);
    }
  }
  reloadInLanguage(language, location);
}

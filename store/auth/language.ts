import type { Language } from '@/locales/languages';
import { updateUserLanguage } from '@/services/auth';
import { reloadInLanguage } from '@/store/shared/language';
import { hasSession } from '@/store/shared/storage';

/**
 * A language change (spec §4) is saved to the backend only when logged in; a failed
 * save is only logged and the change proceeds; then the page reloads (without
 * a `lang` parameter, which would otherwise win over the new choice).
 */
export async function changeLanguage(
  language: Language,
  location: Pick<Location, 'href' | 'replace'> = window.location,
): Promise<void> {
  if (hasSession()) {
    try {
      await updateUserLanguage(language);
    } catch (error) {
      console.warn('Saving the language failed; switching anyway', error);
    }
  }
  reloadInLanguage(language, location);
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '@/hooks/shared/use-single-flight';
import { LANGUAGE_CODES, LANGUAGES, type Language } from '@/locales/languages';
import { useAppState } from '@/store/shared/app-store';
import { changeLanguage, type SaveLanguage } from '@/store/shared/language';

/**
 * One tap to the other language (the settings page has the full dialog). Not a TanStack mutation:
 * the change ends in a reload, and the header (in every route's first load) stays without the
 * mutation machinery; the double-tap guard is the same one. `saveLanguage` (the account's: auth) comes from
 * the layouts.
 */
export function LanguageSwitch({ saveLanguage }: { saveLanguage: SaveLanguage }) {
  const { t } = useTranslation('common');
  const current = useAppState((state) => state.language);
  const [pending, setPending] = useState(false);
  const change = useSingleFlight((language: Language) => {
    setPending(true);
    return changeLanguage(language, saveLanguage);
  });
  const other = LANGUAGE_CODES.find((code) => code !== current) ?? current;
  return (
    <button
      type="button"
      className="rounded-full border border-slate-300 px-3 py-1 text-sm"
      lang={other}
      aria-label={t('language.switchTo', { language: LANGUAGES[other].nativeName })}
      disabled={pending}
      onClick={() => void change(other)}
    >
      {LANGUAGES[other].nativeName}
    </button>
  );
}

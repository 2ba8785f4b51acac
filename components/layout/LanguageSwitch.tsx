import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '@/hooks/use-change-language';
import { LANGUAGE_CODES, LANGUAGES } from '@/locales/languages';
import { useAppState } from '@/store/app-store';

/** One tap to the other language (the settings page has the full dialog). */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const current = useAppState((state) => state.language);
  const change = useChangeLanguage();
  const other = LANGUAGE_CODES.find((code) => code !== current) ?? current;
  return (
    <button
      type="button"
      className="rounded-full border border-slate-300 px-3 py-1 text-sm"
      lang={other}
      aria-label={t('language.switchTo', { language: LANGUAGES[other].nativeName })}
      disabled={change.isPending}
      onClick={() => change.mutate(other)}
    >
      {LANGUAGES[other].nativeName}
    </button>
  );
}

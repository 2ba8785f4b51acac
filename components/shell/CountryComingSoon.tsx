import { useTranslation } from 'react-i18next';
import { CountryList } from '@/components/layout/CountryList';
import { Logo } from '@/components/ui/Logo';
import type { Country } from '@/services/api/types';
import { DEFAULT_COUNTRY_CODE } from '@/services/shared/country-host';
import { hostForCountry } from '@/services/shared/country-site';
import { useAppState } from '@/store/shared/app-store';

/**
 * A host of a listed country that is not open yet (`sa-…`, `uk-…`): say so in the reader's
 * language and lead to the Jordanian site, the same page there. Never a dead end.
 */
export default function CountryComingSoon({ country }: { country: Country }) {
  const { t } = useTranslation('common');
  const language = useAppState((state) => state.language);
  const name = language === 'ar' ? country.name_ar : country.name_en;
  const jordan = new URL(window.location.href);
  jordan.hostname = hostForCountry(jordan.hostname, DEFAULT_COUNTRY_CODE);
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <Logo />
      <h1 className="text-xl font-semibold">{t('comingSoon.title', { country: name })}</h1>
      <p className="text-ink-muted">{t('comingSoon.body', { country: name })}</p>
      <a href={jordan.toString()} className="btn-primary">
        {t('comingSoon.go')}
      </a>
      <CountryList className="mt-4 items-center" />
    </main>
  );
}

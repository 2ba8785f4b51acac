import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES, COUNTRY_OPEN } from '@/services/shared/country-host';

/** The countries listed (spec §1): Jordan available, Saudi Arabia and the United Kingdom coming. In the footer and on the coming-soon page. */
export function CountryList({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <section aria-labelledby={id} className={`flex flex-col gap-2 text-sm ${className}`}>
      <h2 id={id} className="font-semibold">
        {t('countries.title')}
      </h2>
      <ul className="flex flex-wrap justify-center gap-2 tablet:justify-start">
        {COUNTRY_CODES.map((code) => (
          <li key={code} className="rounded-full border border-slate-200 bg-white px-3 py-1">
            <span className="font-medium">{t(`countries.${code}`)}</span>{' '}
            <span className={COUNTRY_OPEN[code] ? 'text-green-800' : 'text-ink-muted'}>
              ({t(COUNTRY_OPEN[code] ? 'countries.open' : 'countries.coming')})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { useCategories } from '@/hooks/catalogue';
import { useNeighborhoods } from '@/hooks/shared/use-country';
import { languageName } from '@/services/provider-account';
import type { PublicProviderProfile } from '@/services/provider-profile/public-provider';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';

/** What the provider offers, where, in which languages. */
export function ProviderFacts({ provider }: { provider: PublicProviderProfile }) {
  const { t } = useTranslation(['provider-profile', 'common']);
  const language = useAppState((state) => state.language);
  const categories = useCategories();
  const areas = useNeighborhoods(provider.city?.id);
  const services = (categories.data ?? [])
    .flatMap((category) => category.sub_services)
    .filter((item) => provider.sub_services.includes(item.id));
  const areaNames = (areas.data ?? [])
    .filter((area) => provider.covered_areas.includes(area.id))
    .map((area) => localized(area, 'name', language));
  const list = 'mt-1 flex flex-wrap gap-2';
  const chip = 'rounded-full bg-slate-100 px-3 py-1 text-sm';
  return (
    <dl className="grid gap-4">
      {provider.description && (
        <div>
          <dt className="font-semibold">{t('profile.about')}</dt>
          <dd dir="auto" className="whitespace-pre-line">
            {provider.description}
          </dd>
        </div>
      )}
      <div>
        <dt className="font-semibold">{t('profile.services')}</dt>
        <dd>
          <ul className={list}>
            {services.map((item) => (
              <li key={item.id} className={chip}>
                {localized(item, 'name', language)}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      {provider.city && (
        <div>
          <dt className="font-semibold">{t('profile.areas')}</dt>
          <dd>
            {localized(provider.city, 'name', language)}
            {areaNames.length > 0 && `: ${areaNames.join(language === 'ar' ? '، ' : ', ')}`}
          </dd>
        </div>
      )}
      <div>
        <dt className="font-semibold">{t('common:provider.languages')}</dt>
        <dd>{provider.languages.map((code) => languageName(code, language)).join(language === 'ar' ? '، ' : ', ')}</dd>
      </div>
    </dl>
  );
}

import { useTranslation } from 'react-i18next';
import { QueryView } from '@/components/ui/QueryView';
import { useCategories } from '@/hooks/catalogue';
import type { Language } from '@/locales/languages';
import type { MainCategory } from '@/services/catalogue';
import { languageName, SPOKEN_LANGUAGES } from '@/services/provider-account/spoken-languages';
import { LIMITS } from '@/services/shared/limits';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';
import { ChoiceList, type Choice } from './ChoiceList';
import type { ComponentProps } from 'react';

/** The languages a provider speaks (1–4, §5), named in the reader's language. */
export function LanguagesChoice({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('provider-account');
  const language = useAppState((state) => state.language);
  return (
    <ChoiceList
      legend={t('fields.languages')}
      hint={t('fields.languagesHint')}
      options={SPOKEN_LANGUAGES.map((code) => ({ value: code, label: languageName(code, language) }))}
      max={LIMITS.providerLanguagesMax}
      full={t('fields.languagesFull', { max: LIMITS.providerLanguagesMax })}
      selected={value}
      onChange={onChange}
      error={error}
    />
  );
}

/** A choice among the catalogue's entries (the pickers below), or the catalogue's loading / failed state. */
function CatalogueChoice({
  options,
  ...choice
}: Omit<ComponentProps<typeof ChoiceList<number>>, 'options'> & {
  options: (categories: MainCategory[], language: Language) => Choice<number>[];
}) {
  const { t } = useTranslation('common');
  const language = useAppState((state) => state.language);
  const categories = useCategories();
  return (
    <QueryView query={categories} loading={t('loading')} reserve="min-h-64">
      {(list) => <ChoiceList {...choice} options={options(list, language)} />}
    </QueryView>
  );
}

/** One main category (spec §3). */
export function CategoryChoice({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
}) {
  const { t } = useTranslation('provider-account');
  return (
    <CatalogueChoice
      legend={t('fields.category')}
      hint={t('fields.categoryHint')}
      single
      options={(list, language) =>
        list.map((category) => ({ value: category.id, label: localized(category, 'name', language) }))
      }
      selected={value === null ? [] : [value]}
      onChange={([id]) => id !== undefined && onChange(id)}
      error={error}
    />
  );
}

/** The sub-services of the main category (at least one). */
export function SubServicesChoice({
  category,
  value,
  onChange,
  error,
}: {
  category: number | null;
  value: number[];
  onChange: (value: number[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('provider-account');
  return (
    <CatalogueChoice
      legend={t('fields.services')}
      hint={t('fields.servicesHint')}
      options={(list, language) =>
        (list.find((item) => item.id === category)?.sub_services ?? []).map((service) => ({
          value: service.id,
          label: localized(service, 'name', language),
        }))
      }
      selected={value}
      onChange={onChange}
      error={error}
    />
  );
}

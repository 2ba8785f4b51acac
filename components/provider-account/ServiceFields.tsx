import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/ui/LoadStates';
import { useCategories } from '@/hooks/use-catalogue';
import { LIMITS } from '@/services/limits';
import { localized } from '@/services/localized';
import { languageName, SPOKEN_LANGUAGES } from '@/services/spoken-languages';
import { useAppState } from '@/store/app-store';
import { ChoiceList } from './ChoiceList';

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
  const { t } = useTranslation('provider');
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

/** The catalogue, or its loading / failed state. */
function useCatalogue() {
  const { t } = useTranslation('common');
  const categories = useCategories();
  if (categories.isPending) return { state: <LoadingState label={t('loading')} reserve="min-h-64" />, categories: [] };
  if (categories.isError)
    return { state: <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />, categories: [] };
  return { state: null, categories: categories.data };
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
  const { t } = useTranslation('provider');
  const language = useAppState((state) => state.language);
  const { state, categories } = useCatalogue();
  return (
    state ?? (
      <ChoiceList
        legend={t('fields.category')}
        hint={t('fields.categoryHint')}
        single
        options={categories.map((category) => ({ value: category.id, label: localized(category, 'name', language) }))}
        selected={value === null ? [] : [value]}
        onChange={([id]) => id !== undefined && onChange(id)}
        error={error}
      />
    )
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
  const { t } = useTranslation('provider');
  const language = useAppState((state) => state.language);
  const { state, categories } = useCatalogue();
  const services = categories.find((item) => item.id === category)?.sub_services ?? [];
  return (
    state ?? (
      <ChoiceList
        legend={t('fields.services')}
        hint={t('fields.servicesHint')}
        options={services.map((service) => ({ value: service.id, label: localized(service, 'name', language) }))}
        selected={value}
        onChange={onChange}
        error={error}
      />
    )
  );
}

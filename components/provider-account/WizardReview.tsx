import { useTranslation } from 'react-i18next';
import { useCategories } from '@/hooks/catalogue';
import { useCities, useNeighborhoods } from '@/hooks/shared/use-country';
import type { WizardStep } from '@/services/provider-account/provider-forms';
import { languageName } from '@/services/provider-account/spoken-languages';
import { localized } from '@/services/shared/localized';
import type { ProviderDraft } from '@/store/provider-account/provider-draft';
import { useAppState } from '@/store/shared/app-store';

/** Everything the wizard collected, each part with a way back to its step. */
export function WizardReview({ draft, onEdit }: { draft: ProviderDraft; onEdit: (step: WizardStep) => void }) {
  const { t } = useTranslation('provider-account');
  const language = useAppState((state) => state.language);
  const country = useAppState((state) => state.country);
  const categories = useCategories();
  const cities = useCities(country?.id);
  const areas = useNeighborhoods(draft.city ?? undefined);
  const list = (items: string[]) => items.join(language === 'ar' ? '، ' : ', ');
  const category = categories.data?.find((item) => item.id === draft.main_category);
  const city = cities.data?.find((item) => item.id === draft.city);
  const rows: { step: WizardStep; label: string; value: string }[] = [
    {
      step: 'account-type',
      label: t('fields.accountType'),
      value: draft.account_type
        ? [
            t(`fields.accountTypes.${draft.account_type}`),
            draft.account_type === 'company' ? draft.company_name.trim() : '',
          ]
            .filter(Boolean)
            .join(' · ')
        : '',
    },
    {
      step: 'languages',
      label: t('fields.languages'),
      value: list(draft.languages.map((code) => languageName(code, language))),
    },
    { step: 'category', label: t('fields.category'), value: category ? localized(category, 'name', language) : '' },
    {
      step: 'services',
      label: t('fields.services'),
      value: list(
        (category?.sub_services ?? [])
          .filter((item) => draft.sub_services.includes(item.id))
          .map((item) => localized(item, 'name', language)),
      ),
    },
    { step: 'details', label: t('fields.description'), value: draft.description.trim() },
    { step: 'details', label: t('fields.gallery'), value: t('review.photos', { count: draft.gallery.length }) },
    {
      step: 'location',
      label: t('location.title'),
      value: `${city ? localized(city, 'name', language) : ''}: ${list((areas.data ?? []).filter((item) => draft.covered_areas.includes(item.id)).map((item) => localized(item, 'name', language)))}`,
    },
  ];
  return (
    <dl className="divide-y divide-slate-100">
      {rows.map((row) => (
        <div key={row.label} className="flex items-start justify-between gap-3 py-3">
          <div className="min-w-0">
            <dt className="text-sm text-ink-muted">{row.label}</dt>
            <dd dir="auto" className="break-words whitespace-pre-line">
              {row.value}
            </dd>
          </div>
          <button
            type="button"
            className="btn-secondary min-h-9 px-3 py-1"
            onClick={() => onEdit(row.step)}
            aria-label={t('review.change', { part: row.label })}
          >
            {t('review.changeShort')}
          </button>
        </div>
      ))}
    </dl>
  );
}

import { useTranslation } from 'react-i18next';
import { AuthTitle } from './AuthTitle';

const ITEMS = ['id', 'whatsapp', 'photos', 'area'] as const;

/** What a provider needs before signing up, then Continue. */
export function ProviderChecklist({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <AuthTitle title={t('checklist.title')}>{t('checklist.lead')}</AuthTitle>
      <ul className="mb-6 flex flex-col gap-3">
        {ITEMS.map((item) => (
          <li key={item} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-provider-soft text-provider-dark"
            >
              ✓
            </span>
            <span>
              <span className="block font-medium">{t(`checklist.items.${item}.title`)}</span>
              <span className="block text-sm text-ink-muted">{t(`checklist.items.${item}.body`)}</span>
            </span>
          </li>
        ))}
      </ul>
      <button type="button" className="btn-primary w-full" onClick={onContinue}>
        {t('checklist.continue')}
      </button>
    </>
  );
}

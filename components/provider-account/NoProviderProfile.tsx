import { useTranslation } from 'react-i18next';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';

/**
 * A signed-in account with no provider profile yet, on a provider's own screen (job opportunities,
 * scheduled works, submitted offers, my services…): what the screen needs, and the wizard.
 */
export function NoProviderProfile() {
  const { t } = useTranslation('provider-account');
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center">
      <h2 className="font-semibold">{t('gate.title')}</h2>
      <p className="text-ink-muted">{t('gate.body')}</p>
      <Link href={paths.createAccount.getHref()} className="btn-primary">
        {t('gate.action')}
      </Link>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/hooks/auth';
import { useMyProviderProfile } from '@/hooks/provider-account/use-my-provider-profile';
import { usePlace } from '@/hooks/shared/use-place';
import { isPaused } from '@/services/provider-account/pause';
import { formatDate } from '@/services/shared/format';
import type { Role } from '@/services/shared/routes';

/**
 * The settings overview's word on the provider side: a provider sees their profile's status
 * (receiving job opportunities, or paused until when); a client without one is offered the wizard.
 */
export function ProviderStatus({ role }: { role: Role }) {
  const { t } = useTranslation('provider-account');
  const place = usePlace();
  const user = useCurrentUser();
  const hasAccount = Boolean(user?.user.has_provider_account);
  const profile = useMyProviderProfile(role === 'provider' && hasAccount);
  if (role === 'client') {
    if (hasAccount) return null;
    return (
      <Card as="section" className="mt-6 flex flex-col items-start gap-2">
        <h2 className="font-semibold">{t('status.title')}</h2>
        <p className="text-sm text-ink-muted">{t('status.none')}</p>
        <Link href={paths.createAccount.getHref()} className="btn-secondary">
          {t('wizard.title')}
        </Link>
      </Card>
    );
  }
  const until = profile.data?.paused_until;
  const paused = isPaused(until);
  return (
    <Card as="section" className="mt-6 flex flex-col items-start gap-2">
      <h2 className="font-semibold">{t('status.title')}</h2>
      {profile.data === undefined ? null : profile.data === null ? (
        <p className="text-sm text-ink-muted">{t('status.none')}</p>
      ) : (
        <p data-testid="provider-status">
          {paused ? t('pause.pausedUntil', { date: formatDate(until, place) }) : t('pause.receiving')}
        </p>
      )}
      <Link
        href={profile.data === null ? paths.createAccount.getHref() : paths.myServices.getHref()}
        className="btn-secondary"
      >
        {profile.data === null ? t('wizard.title') : t('myServices.title')}
      </Link>
    </Card>
  );
}

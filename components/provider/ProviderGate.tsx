import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/ui/LoadStates';
import { useMyProviderProfile } from '@/hooks/use-provider-profile';
import { useSignedInOnly } from '@/hooks/use-signed-in-only';
import type { ProviderProfile } from '@/services/provider';
import { PROVIDER_PATHS } from './provider-paths';

/**
 * The provider's own screens: signed in only; the profile loading, failed, or missing (a client
 * who has not become a provider yet is offered the wizard); then the screen itself.
 */
export function ProviderGate({ children }: { children: (profile: ProviderProfile) => ReactNode }) {
  const { t } = useTranslation(['provider', 'common']);
  const user = useSignedInOnly();
  const profile = useMyProviderProfile(Boolean(user));
  if (!user || profile.isPending) return <LoadingState label={t('common:loading')} reserve="min-h-64" />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p>{t('gate.noProfile')}</p>
        <Link href={PROVIDER_PATHS.createAccount} className="btn-primary">
          {t('wizard.title')}
        </Link>
      </div>
    );
  }
  return children(profile.data);
}

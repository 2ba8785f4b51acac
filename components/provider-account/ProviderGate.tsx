import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/ui/LoadStates';
import { QueryView } from '@/components/ui/QueryView';
import { useSignedInOnly } from '@/hooks/auth';
import { useMyProviderProfile } from '@/hooks/provider-account/use-my-provider-profile';
import type { ProviderProfile } from '@/services/provider-account/provider';
import { NoProviderProfile } from './NoProviderProfile';
import type { ReactNode } from 'react';

/**
 * The provider's own screens: signed in only; the profile loading, failed, or missing (an account
 * that has not become a provider yet is offered the wizard); then the screen itself. The screen's
 * own calls wait for the profile, so an account without one never meets their 403
 * 'A service provider profile is required'.
 */
export function ProviderGate({ children }: { children: (profile: ProviderProfile) => ReactNode }) {
  const { t } = useTranslation('common');
  const user = useSignedInOnly();
  const profile = useMyProviderProfile(Boolean(user));
  if (!user) return <LoadingState label={t('loading')} reserve="min-h-64" />;
  return (
    <QueryView query={profile} loading={t('loading')} reserve="min-h-64">
      {(loaded) => {
        if (!loaded) return <NoProviderProfile />;
        return children(loaded);
      }}
    </QueryView>
  );
}

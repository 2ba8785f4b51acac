import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/ui/LoadStates';
import { useMyProviderProfile } from '@/hooks/use-provider-profile';
import { useSignedInOnly } from '@/hooks/use-signed-in-only';
import type { ProviderProfile } from '@/services/provider';
import { NoProviderProfile } from './NoProviderProfile';

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
  if (!user || profile.isPending) return <LoadingState label={t('loading')} reserve="min-h-64" />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <NoProviderProfile />;
  return children(profile.data);
}

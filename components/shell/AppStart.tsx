import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { hasSession, readString, STORAGE_KEYS } from '@/store/shared/storage';
import { LoadingOverlay } from './LoadingOverlay';

/** Where the installed app opens: a signed-in provider's job feed, a provider's home, or the clients' home. */
export function appStartHref(isProvider: boolean, signedIn: boolean): string {
  if (!isProvider) return paths.home.getHref('client');
  return signedIn ? paths.jobOpportunities.getHref() : paths.home.getHref('provider');
}

/**
 * The manifest's one start URL (`/start`, config/app-manifest.ts): the device's stored role
 * (`IS_SERVICE_PROVIDER`, written at every start) picks the side, so one installed icon serves both.
 */
export function AppStart() {
  const router = useRouter();
  const isProvider = readString(STORAGE_KEYS.isServiceProvider) === 'true';
  useEffect(() => {
    void router.replace(appStartHref(isProvider, hasSession()));
  }, [router, isProvider]);
  return <LoadingOverlay role={isProvider ? 'provider' : 'client'} />;
}

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useEffect, useState, type ReactNode } from 'react';
import { countryQueryOptions } from '@/hooks/use-country';
import { profileQueryOptions } from '@/hooks/use-profile';
import { countryCodeFromHost } from '@/services/country-host';
import { roleOfPath } from '@/services/routes';
import { appStore, useAppState } from '@/store/app-store';
import { hasSession, STORAGE_KEYS, writeJson, writeString } from '@/store/storage';
import { LoadingOverlay } from './LoadingOverlay';
import { StartFailed } from './StartFailed';
import { adoptUserLanguage } from '@/store/language';
import { prepareApp } from './start-sequence';

/**
 * The start sequence (§4): language and API client (and the sandbox), then the
 * country from the host, then the profile when a token is stored. The loading
 * overlay covers it; a failure leaves a retry, never an endless overlay.
 */
export function StartGate({ children }: { children: ReactNode }) {
  const router = useRouter();
  const role = roleOfPath(router.asPath);
  const [prepared, setPrepared] = useState(false);
  const [codeName, setCodeName] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    void prepareApp().then(() => {
      if (!alive) return;
      setCodeName(countryCodeFromHost(window.location.hostname));
      setPrepared(true);
    });
    return () => {
      alive = false;
    };
  }, []);

  // Read on every render: a sign-in without a reload (the login screens) enables the profile query.
  const signedIn = prepared && hasSession();
  const country = useQuery({ ...countryQueryOptions(codeName ?? ''), enabled: prepared && codeName !== null });
  const profile = useQuery({ ...profileQueryOptions(), enabled: country.isSuccess && signedIn });

  useEffect(() => {
    if (!country.data) return;
    writeJson(STORAGE_KEYS.country, country.data);
    appStore.dispatch({ type: 'SET_COUNTRY', country: country.data });
  }, [country.data]);

  const user = useAppState((state) => state.user);
  useEffect(() => {
    // When the saved language wins, the page reloads and the user is never set here.
    if (!profile.data || adoptUserLanguage(profile.data)) return;
    writeJson(STORAGE_KEYS.userInfo, profile.data);
    writeString(STORAGE_KEYS.isServiceProvider, String(profile.data.user.is_service_provider));
    appStore.dispatch({ type: 'SET_USER', user: profile.data });
  }, [profile.data]);

  useEffect(() => {
    appStore.dispatch({ type: 'SET_ROLE', isServiceProvider: role === 'provider' });
  }, [role]);

  if (country.isError) return <StartFailed onRetry={() => void country.refetch()} />;
  if (profile.isError) return <StartFailed onRetry={() => void profile.refetch()} />;
  if (!prepared || !country.data || (signedIn && !user)) return <LoadingOverlay role={role} />;
  return <>{children}</>;
}

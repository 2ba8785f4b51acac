import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { lazy, Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { routeNamespaces } from '@/config/route-namespaces';
import { profileQueryOptions } from '@/hooks/auth';
import { firstScreenShown } from '@/hooks/shared/first-paint';
import { countryQueryOptions } from '@/hooks/shared/use-country';
import { loadRouteNamespaces } from '@/locales/i18n';
import type { Country } from '@/services/api/types';
import { countryCodeFromHost } from '@/services/shared/country-host';
import { roleOfPath } from '@/services/shared/routes';
import { loadDraftClaim } from '@/store/auth';
import { appStore, useAppState } from '@/store/shared/app-store';
import { adoptUserLanguage } from '@/store/shared/language';
import {
  hasSession,
  isStoredCountry,
  readJson,
  readString,
  STORAGE_KEYS,
  writeJson,
  writeString,
} from '@/store/shared/storage';
import { loadAfterFirstPaint } from './later-loads';
import { LoadingOverlay } from './LoadingOverlay';
import { prepareApp } from './start-sequence';
import { StartFailed } from './StartFailed';

// Only on a host of a country that is not open yet: never in the first load of the others.
const CountryComingSoon = lazy(() => import('./CountryComingSoon'));

/** The country stored by an earlier visit, when it is this host's. */
function storedCountryFor(code: string): Country | null {
  const stored = readJson(STORAGE_KEYS.country, isStoredCountry);
  return stored?.code_name === code ? stored : null;
}

/**
 * The start sequence (spec §4): language and API client (and the sandbox), then the
 * country from the host, then the profile when a token is stored. The loading
 * overlay covers it; a failure leaves a retry, never an endless overlay.
 */
export function StartGate({ children }: { children: ReactNode }) {
  const router = useRouter();
  const role = roleOfPath(router.asPath);
  const [prepared, setPrepared] = useState(false);
  const [codeName, setCodeName] = useState<string | null>(null);
  const [prepareFailed, setPrepareFailed] = useState(false);
  const [countryStored, setCountryStored] = useState(false);

  useEffect(() => {
    let alive = true;
    const start = prepareApp();
    const code = countryCodeFromHost(window.location.hostname);
    const stored = storedCountryFor(code);
    if (stored) appStore.dispatch({ type: 'SET_COUNTRY', country: stored });
    // The country lookup (and then the profile) starts as soon as the API answers, while the
    // translations may still be on their way.
    void start.api.then(
      () => {
        if (!alive) return;
        setCountryStored(stored !== null);
        setCodeName(code);
      },
      () => undefined,
    );
    Promise.all([start.api, start.translations]).then(
      () => {
        if (alive) setPrepared(true);
      },
      (error: unknown) => {
        // The sandbox worker or a translation chunk failed: i18next and the API client are
        // one-shot, so the retry starts the page again.
        console.error('The start failed', error);
        if (alive) setPrepareFailed(true);
      },
    );
    return () => {
      alive = false;
    };
  }, []);

  // Read on every render: a sign-in without a reload (the login screens) enables the profile query.
  // The host's country code is known once the API answers.
  const signedIn = codeName !== null && hasSession();
  const country = useQuery({ ...countryQueryOptions(codeName ?? ''), enabled: codeName !== null });
  // With this host's country stored from an earlier visit, the profile leaves beside the lookup
  // (the overlay still waits for both); otherwise after it, since it carries the country (spec §7).
  const profileLeaves = (country.isSuccess || countryStored) && signedIn;
  const profile = useQuery({ ...profileQueryOptions(), enabled: profileLeaves });
  // A provider's screens wait for their provider profile (ProviderGate): on a provider's path, for an
  // account this device last knew as a provider (IS_SERVICE_PROVIDER, spec §6), it leaves beside the
  // user's profile rather than after the start, a round trip less on a phone's network.
  const queryClient = useQueryClient();
  const providerProfileLeaves =
    profileLeaves && role === 'provider' && readString(STORAGE_KEYS.isServiceProvider) === 'true';
  useEffect(() => {
    // Silent: a failed early read is read again as the provider's screen mounts, which shows its own error.
    // Its own chunk (the provider's screens load it anyway): no client's first load carries it.
    if (!providerProfileLeaves) return;
    void import('@/hooks/provider-account').then(({ myProviderProfileQueryOptions }) =>
      queryClient.prefetchQuery({ ...myProviderProfileQueryOptions(), meta: { toastsError: false } }),
    );
  }, [providerProfileLeaves, queryClient]);

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
    // Drafts left on the device by another user go; a guest's are adopted (its own chunk: not every route has drafts).
    const userId = profile.data.user.id;
    void loadDraftClaim().then(({ claimDrafts }) => claimDrafts(userId));
    // A profile without the flag leaves the role to the path prefix and the stored IS_SERVICE_PROVIDER (spec §6).
    const { is_service_provider: isProvider } = profile.data.user;
    if (isProvider !== undefined) writeString(STORAGE_KEYS.isServiceProvider, String(isProvider));
    appStore.dispatch({ type: 'SET_USER', user: profile.data });
  }, [profile.data]);

  useEffect(() => {
    appStore.dispatch({ type: 'SET_ROLE', isServiceProvider: role === 'provider' });
  }, [role]);

  // A client-side navigation asks for the next route's translations as it leaves, not once its screen's chunk has run.
  useEffect(() => {
    const load = (url: string) => loadRouteNamespaces(routeNamespaces(url));
    router.events.on('routeChangeStart', load);
    return () => router.events.off('routeChangeStart', load);
  }, [router.events]);

  const ready = prepared && country.data !== undefined && (!signedIn || user !== null);
  // The first screen is rendered at a deferred value's lower priority, which React splits into short tasks: a
  // phone stays able to answer a tap while the page builds, rather than freezing for the whole first render
  // (issue 42, TBT). The overlay stays until it commits; it comes back at once when the start is not ready.
  const deferred = useDeferredValue(ready);
  const shown = ready && deferred;
  // The first screen is on its way to paint: what it does not show (./later-loads.ts; the footer,
  // what is below the fold) loads after it (./first-paint.ts).
  useEffect(() => {
    if (!shown) return undefined;
    const cancel = firstScreenShown();
    const unsubscribe = loadAfterFirstPaint();
    return () => {
      cancel();
      unsubscribe();
    };
  }, [shown]);

  if (prepareFailed) return <StartFailed onRetry={() => window.location.reload()} />;
  if (country.data && !country.data.is_available) {
    return (
      <Suspense fallback={<LoadingOverlay role={role} />}>
        <CountryComingSoon country={country.data} />
      </Suspense>
    );
  }
  if (country.isError) return <StartFailed onRetry={() => void country.refetch()} />;
  if (profile.isError) return <StartFailed onRetry={() => void profile.refetch()} />;
  if (!shown) return <LoadingOverlay role={role} />;
  return <>{children}</>;
}

import { render, waitFor, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { Suspense, type ReactElement } from 'react';
import { AppProviders } from '@/components/shell/AppProviders';
import { ToastBridge } from '@/components/shell/ToastBridge';
import { paths } from '@/config/paths';
import { routeNamespaces } from '@/config/route-namespaces';
import { createQueryClient } from '@/hooks/shared/query-client';
import { PageLayout } from '@/layouts/PageLayout';
import { i18next, initI18n } from '@/locales/i18n';
import type { Language } from '@/locales/languages';
import { db } from '@/mocks/shared/db';
import { openSession } from '@/mocks/tables/auth/sessions';
import { toUserProfile } from '@/mocks/tables/auth/users';
import { initApiClient } from '@/services/api/api-client';
import { appStore } from '@/store/shared/app-store';
import { requestContext, sessionTokens } from '@/store/shared/request-context';
import { STORAGE_KEYS, storeTokens, writeString } from '@/store/shared/storage';
import { watchMissingTranslations } from './missing-translations';
import { createTestRouter } from './router';
import type { NextRouter } from 'next/router';

export interface RenderAppOptions {
  /** The page's path, e.g. `/clients/settings/account` (it also picks the layout). */
  route?: string;
  language?: Language;
  /** Sign in as the sandbox user with this email (demo accounts in tests/factories.ts). */
  signInAs?: string;
  /** Wrap the screen in its layout, as _app does. */
  withLayout?: boolean;
}

export interface RenderAppResult extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  router: NextRouter;
  onSessionExpired: ReturnType<typeof vi.fn>;
}

/**
 * Render a screen as the app would after the start sequence: the start's namespaces loaded,
 * country Jordan, optionally a signed-in sandbox user, the real query client,
 * toasts and (optionally) the layout. The sandbox answers every call (tests/setup-app.ts).
 */
export async function renderApp(ui: ReactElement, options: RenderAppOptions = {}): Promise<RenderAppResult> {
  const { route = paths.home.getHref('client'), language = 'en', signInAs, withLayout = false } = options;
  window.history.replaceState(null, '', route);
  const namespaces = routeNamespaces(route);
  await initI18n(language, namespaces);
  await i18next.changeLanguage(language);
  await i18next.loadNamespaces([...namespaces]);
  // Only what the app loads first: the start's namespaces and the route's (config/paths.ts), and what
  // the screen asks for with `useTranslation(...)`; a key of any other namespace fails the test (tests/setup-app.ts).
  watchMissingTranslations();
  document.documentElement.lang = language;
  writeString(STORAGE_KEYS.language, language);

  const country = db.state.locations.countries[0] ?? null;
  let profile = null;
  if (signInAs) {
    const account = db.state.accounts.users.find((item) => item.email === signInAs);
    if (!account) throw new Error(`No sandbox user ${signInAs}`);
    const { access, refresh } = openSession(account.id);
    storeTokens(access, refresh);
    profile = toUserProfile(account);
  }
  appStore.reset({ language, country, user: profile, isServiceProvider: route.startsWith('/service-providers') });

  const onSessionExpired = vi.fn();
  initApiClient({ onSessionExpired, context: requestContext, tokens: sessionTokens });
  const router = createTestRouter(route);
  const screen = withLayout ? <PageLayout path={route}>{ui}</PageLayout> : ui;
  const result = render(
    <RouterContext.Provider value={router}>
      <AppProviders client={createQueryClient({ retry: false })}>
        <Suspense fallback={<p data-render-app-suspended="">loading</p>}>{screen}</Suspense>
        <ToastBridge />
      </AppProviders>
    </RouterContext.Provider>,
  );
  // As the app's first paint waits for the page's translations: a namespace the screen asks for
  // with useTranslation (not named ahead) loads now, and the screen shows once it is in.
  await waitFor(() => expect(document.querySelector('[data-render-app-suspended]')).toBeNull());
  return { ...result, user: userEvent.setup(), router, onSessionExpired };
}

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { Suspense, type ReactElement } from 'react';
import { AppProviders } from '@/components/shell/AppProviders';
import { ToastBridge } from '@/components/shell/ToastBridge';
import { PageLayout } from '@/layouts/PageLayout';
import { i18next, initI18n } from '@/locales/i18n';
import type { Language } from '@/locales/languages';
import { db } from '@/mocks/db';
import { toUserProfile } from '@/mocks/data/serializers';
import { openSession } from '@/mocks/tables/sessions';
import { initApiClient } from '@/services/api-client';
import { createQueryClient } from '@/hooks/query-client';
import { appStore } from '@/store/app-store';
import { requestContext, sessionTokens } from '@/store/request-context';
import { STORAGE_KEYS, storeTokens, writeString } from '@/store/storage';
import { createTestRouter } from './router';

/** Every namespace there is, so screens never suspend on a translation file in tests. */
const NAMESPACES = readdirSync(join(process.cwd(), 'locales/en')).map((file) => file.replace(/\.json$/, ''));

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
 * Render a screen as the app would after the start sequence: language loaded,
 * country Jordan, optionally a signed-in sandbox user, the real query client,
 * toasts and (optionally) the layout. The sandbox answers every call (tests/setup.ts).
 */
export async function renderApp(ui: ReactElement, options: RenderAppOptions = {}): Promise<RenderAppResult> {
  const { route = '/clients/homepage', language = 'en', signInAs, withLayout = false } = options;
  window.history.replaceState(null, '', route);
  await initI18n(language);
  await i18next.changeLanguage(language);
  await i18next.loadNamespaces(NAMESPACES);
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
        <Suspense fallback={<p>loading</p>}>{screen}</Suspense>
        <ToastBridge />
      </AppProviders>
    </RouterContext.Provider>,
  );
  return { ...result, user: userEvent.setup(), router, onSessionExpired };
}

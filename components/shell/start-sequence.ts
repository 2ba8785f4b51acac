import { routeNamespaces } from '@/config/route-namespaces';
import { holdUntilFirstPaint } from '@/hooks/shared/first-paint';
import { initI18n } from '@/locales/i18n';
import { resolveLanguage } from '@/locales/languages';
import { initApiClient } from '@/services/api/api-client';
import { expireSession } from '@/store/auth';
import { applyLanguage } from '@/store/shared/language';
import { requestContext, sessionTokens } from '@/store/shared/request-context';
import { readString, STORAGE_KEYS, tidyStorage } from '@/store/shared/storage';
import type { PostProcessorModule } from 'i18next';

/** Under `next dev` only (the literal condition drops the module from a build): the pseudo-locale. */
async function developmentProcessors(location: Pick<Location, 'search'>): Promise<PostProcessorModule[]> {
  if (process.env.NODE_ENV === 'production') return [];
  const { mirrorDirection, pseudoProcessor, pseudoRequested } = await import('@/locales/pseudo');
  if (!pseudoRequested(location.search)) return [];
  mirrorDirection();
  return [pseudoProcessor];
}

export interface PreparedStart {
  /** The API answers (the sandbox worker is up in sandbox mode): the country lookup may start. */
  api: Promise<void>;
  /** The start's namespaces and the first screen's (its route's in config/paths.ts) are in. */
  translations: Promise<void>;
}

/**
 * Start steps 1–2, the language and the API client (spec §4), and the sandbox switch, flattened: the language is known before any fetch,
 * so the translations and the API (with no backend configured, the sandbox worker, which must answer
 * the first call) get ready side by side, and the country lookup (step 3, a query in StartGate) waits
 * only for the API, not for the translations.
 */
export function prepareApp(location: Pick<Location, 'pathname' | 'search'> = window.location): PreparedStart {
  const language = resolveLanguage(new URLSearchParams(location.search).get('lang'), readString(STORAGE_KEYS.language));
  applyLanguage(language);
  tidyStorage();
  holdUntilFirstPaint();
  initApiClient({ onSessionExpired: () => expireSession(), context: requestContext, tokens: sessionTokens });
  const translations = developmentProcessors(location)
    .then((processors) => initI18n(language, routeNamespaces(location.pathname), processors))
    .then(() => undefined);
  // Written out (not via services/api/config's SANDBOX) so the bundler sees a literal
  // condition and drops the sandbox chunk entirely from a live build.
  const api = process.env.NEXT_PUBLIC_API_BASE_URL
    ? Promise.resolve()
    : import('@/mocks/browser').then(({ startSandbox }) => startSandbox());
  return { api, translations };
}

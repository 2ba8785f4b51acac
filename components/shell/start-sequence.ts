import type { PostProcessorModule } from 'i18next';
import { initI18n } from '@/locales/i18n';
import { resolveLanguage, type Language } from '@/locales/languages';
import { initApiClient } from '@/services/api-client';
import { applyLanguage } from '@/store/language';
import { requestContext } from '@/store/request-context';
import { expireSession } from '@/store/session';
import { readString, STORAGE_KEYS, tidyStorage } from '@/store/storage';

/** Under `next dev` only (the literal condition drops the module from a build): the pseudo-locale. */
async function developmentProcessors(location: Pick<Location, 'search'>): Promise<PostProcessorModule[]> {
  if (process.env.NODE_ENV === 'production') return [];
  const { mirrorDirection, pseudoProcessor, pseudoRequested } = await import('@/locales/pseudo');
  if (!pseudoRequested(location.search)) return [];
  mirrorDirection();
  return [pseudoProcessor];
}

/**
 * Start steps 1–2 (§4) and the sandbox switch: language (and a tidy storage), API client, then, with no
 * backend configured, the sandbox worker (the first call must already be answered by it).
 * Steps 3–4 (country, profile) are queries in StartGate.
 */
export async function prepareApp(location: Pick<Location, 'search'> = window.location): Promise<Language> {
  const language = resolveLanguage(new URLSearchParams(location.search).get('lang'), readString(STORAGE_KEYS.language));
  applyLanguage(language);
  tidyStorage();
  await initI18n(language, await developmentProcessors(location));
  initApiClient({ onSessionExpired: () => expireSession(), context: requestContext });
  // Written out (not via services/config's SANDBOX) so the bundler sees a literal
  // condition and drops the sandbox chunk entirely from a live build.
  if (!process.env.NEXT_PUBLIC_API_BASE_URL) {
    const { startSandbox } = await import('@/mocks/browser');
    await startSandbox();
  }
  return language;
}

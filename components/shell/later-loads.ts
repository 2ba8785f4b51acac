import { manifestHref } from '@/config/app-manifest-href';
import { afterFirstPaint } from '@/hooks/shared/first-paint';
import { loadTranslationTable } from '@/locales/i18n';
import { DEFAULT_LANGUAGE, isLanguage } from '@/locales/languages';
import { warmApiClient } from '@/services/api/api-client';
import { addLatinFacesAfterPaint } from './latin-faces';

/** Links the web app manifest of the page's language (config/app-manifest.ts), once. */
export function linkManifest(): void {
  const language = document.documentElement.lang;
  const href = manifestHref(isLanguage(language) ? language : DEFAULT_LANGUAGE);
  const link = document.head.querySelector('link[rel=manifest]') ?? document.createElement('link');
  link.setAttribute('rel', 'manifest');
  link.setAttribute('href', href);
  if (!link.isConnected) document.head.append(link);
}

/**
 * What the first screen does not use, asked for once it has painted (./first-paint.ts), so none of it
 * shares a slow phone's bandwidth with that screen's code, data and faces:
 * - an Arabic page's Latin faces (./latin-faces.ts);
 * - the web app manifest: linked in the HTML, Chromium fetches it and its icon as the page loads,
 *   for an install offered later anyway;
 * - the table of every translation file, for the next route (locales/i18n.ts);
 * - the API client's code, when no call of the first screen has asked for it (services/api/api-client.ts).
 * Returns an unsubscribe, for a first screen that went away before it painted.
 */
export function loadAfterFirstPaint(): () => void {
  const faces = addLatinFacesAfterPaint();
  const rest = afterFirstPaint(() => {
    linkManifest();
    loadTranslationTable();
    warmApiClient();
  });
  return () => {
    faces();
    rest();
  };
}

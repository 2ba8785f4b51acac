import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The tab title: "<page title> · <app name>", or the app's name alone. Screens call it
 * with their h1's text, so a screen reader user switching tabs hears where they are.
 * Written to `document.title` directly (no next/head: ~0.8 KB on every route).
 */
export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation('common');
  const full = title ? t('documentTitle', { title, app: t('appName') }) : t('appName');
  useEffect(() => {
    document.title = full;
  }, [full]);
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the tab title to the app's name in the current language. Written to
 * `document.title` directly: the app is client-rendered, and next/head would add
 * about 0.8 KB (gzip) to every route's first load for this one tag.
 */
export function AppTitle() {
  const { t } = useTranslation('common');
  const title = t('appName');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

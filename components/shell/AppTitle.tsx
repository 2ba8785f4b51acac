import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The default tab title, the app's name, set again on every navigation; a screen
 * with its own title (useDocumentTitle) renders later in the tree, so its effect wins.
 */
export function AppTitle() {
  const { t } = useTranslation('common');
  const title = t('appName');
  const path = useRouter().asPath;
  useEffect(() => {
    document.title = title;
  }, [title, path]);
  return null;
}

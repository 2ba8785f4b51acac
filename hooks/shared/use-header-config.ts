import { useEffect } from 'react';
import { appStore } from '@/store/shared/app-store';

/**
 * An inner screen names itself and its way back for the header (spec §3 `headerConfig`): on phones the
 * header then shows a back button and the screen's title in place of the logo. `back` null: the
 * plain header. Cleared when the screen goes, so the next screen starts from the plain header.
 */
export function useHeaderConfig(title: string | undefined, back: { href: string; label: string } | null): void {
  const href = back?.href;
  const label = back?.label;
  useEffect(() => {
    const headerConfig = href !== undefined && label !== undefined ? { title, back: { href, label } } : {};
    appStore.dispatch({ type: 'SET_HEADER_CONFIG', headerConfig });
  }, [title, href, label]);
  useEffect(() => () => appStore.dispatch({ type: 'SET_HEADER_CONFIG', headerConfig: {} }), []);
}

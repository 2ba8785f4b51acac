import { useEffect, useState } from 'react';

/**
 * For Headless UI dialogs that are unmounted to close them (not `open={false}`), or
 * whose chunk loads after the click that opened them: Headless UI then cannot give
 * focus back, so the element focused when the dialog mounted (its opener) is focused
 * again after it unmounts, unless focus already went somewhere else (a link followed,
 * the opener's card deleted).
 */
export function useReturnFocus(): void {
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  useEffect(
    () => () => {
      window.setTimeout(() => {
        const active = document.activeElement;
        if (opener?.isConnected && (active === null || active === document.body)) opener.focus();
      }, 0);
    },
    [opener],
  );
}

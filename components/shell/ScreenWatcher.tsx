import { useEffect } from 'react';
import { appStore } from '@/store/shared/app-store';
import { EVENTS } from '@/store/shared/events';
import { screenViewOf } from '@/store/shared/screen';

/** Keeps screenView / isMobileView in the store in step with the window width. */
export function ScreenWatcher() {
  useEffect(() => {
    const update = () => appStore.dispatch({ type: EVENTS.SCREEN_VIEW, screenView: screenViewOf(window.innerWidth) });
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return null;
}

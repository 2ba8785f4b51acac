import { useEffect } from 'react';
import { appStore } from '@/store/app-store';
import { EVENTS } from '@/store/events';
import { screenViewOf } from '@/store/screen';

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

import { act, renderHook } from '@testing-library/react';
import { appStore } from '@/store/shared/app-store';
import { EVENTS } from '@/store/shared/events';
import { clearNewNotification, markNewNotification, useClearNewNotificationOnVisit } from './notifications';

describe('the new-notification flag', () => {
  it('is set by a socket message (with the window event) and cleared on request', () => {
    const heard = vi.fn();
    window.addEventListener(EVENTS.GOT_NEW_NOTIFICATION, heard);
    markNewNotification();
    expect(appStore.getState().isThereNewNotification).toBe(true);
    expect(heard).toHaveBeenCalledOnce();
    clearNewNotification();
    expect(appStore.getState().isThereNewNotification).toBe(false);
    window.removeEventListener(EVENTS.GOT_NEW_NOTIFICATION, heard);
  });

  it('is cleared by visiting the notifications screen, and stays clear while it is open', () => {
    markNewNotification();
    const { unmount } = renderHook(() => useClearNewNotificationOnVisit());
    expect(appStore.getState().isThereNewNotification).toBe(false);
    act(() => markNewNotification());
    expect(appStore.getState().isThereNewNotification).toBe(false);
    unmount();
    markNewNotification();
    expect(appStore.getState().isThereNewNotification).toBe(true);
  });
});

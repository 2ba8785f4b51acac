import { appStore, initialState, reduce, showToast } from './app-store';
import { EVENTS, type EventName } from './events';

function listen(name: EventName): unknown[] {
  const details: unknown[] = [];
  const handler = (event: Event) => details.push((event as CustomEvent).detail);
  window.addEventListener(name, handler);
  onTestFinished(() => window.removeEventListener(name, handler));
  return details;
}

describe('reduce', () => {
  it('starts from the spec defaults: Arabic, client, nothing loaded', () => {
    expect(initialState()).toEqual({
      language: 'ar',
      isServiceProvider: false,
      screenView: 'desktop',
      headerConfig: {},
      toastMessage: null,
      isMobileView: false,
      isThereNewNotification: false,
      country: null,
      user: null,
    });
  });

  it('derives isMobileView from the screen view', () => {
    const mobile = reduce(initialState(), { type: EVENTS.SCREEN_VIEW, screenView: 'mobile' });
    expect(mobile).toMatchObject({ screenView: 'mobile', isMobileView: true });
    expect(reduce(mobile, { type: EVENTS.SCREEN_VIEW, screenView: 'tablet' })).toMatchObject({ isMobileView: false });
  });

  it.each([
    [{ type: EVENTS.CHANGE_LANGUAGE, language: 'en' } as const, { language: 'en' }],
    [{ type: EVENTS.GOT_NEW_NOTIFICATION, value: true } as const, { isThereNewNotification: true }],
    [{ type: 'SET_ROLE', isServiceProvider: true } as const, { isServiceProvider: true }],
    [{ type: 'SET_HEADER_CONFIG', headerConfig: { title: 'x' } } as const, { headerConfig: { title: 'x' } }],
  ])('%o sets %o', (action, expected) => {
    expect(reduce(initialState(), action)).toMatchObject(expected);
  });
});

describe('appStore events', () => {
  it('broadcasts CHANGE_LANGUAGE on window with the language', () => {
    const seen = listen(EVENTS.CHANGE_LANGUAGE);
    appStore.dispatch({ type: EVENTS.CHANGE_LANGUAGE, language: 'en' });
    expect(seen).toEqual(['en']);
    expect(appStore.getState().language).toBe('en');
  });

  it('broadcasts SCREEN_VIEW every time and IS_MOBILE_VIEW only when it flips', () => {
    const views = listen(EVENTS.SCREEN_VIEW);
    const mobile = listen(EVENTS.IS_MOBILE_VIEW);
    appStore.dispatch({ type: EVENTS.SCREEN_VIEW, screenView: 'tablet' });
    appStore.dispatch({ type: EVENTS.SCREEN_VIEW, screenView: 'mobile' });
    appStore.dispatch({ type: EVENTS.SCREEN_VIEW, screenView: 'mobile' });
    expect(views).toEqual(['tablet', 'mobile', 'mobile']);
    expect(mobile).toEqual([true]);
  });

  it('broadcasts SHOW_TOAST_MESSAGE for a toast, not for clearing it', () => {
    const seen = listen(EVENTS.SHOW_TOAST_MESSAGE);
    showToast({ kind: 'error', message: 'MESSAGES:ERROR_MESSAGE' });
    appStore.dispatch({ type: EVENTS.SHOW_TOAST_MESSAGE, toast: null });
    expect(seen).toEqual([{ kind: 'error', message: 'MESSAGES:ERROR_MESSAGE' }]);
    expect(appStore.getState().toastMessage).toBeNull();
  });

  it('broadcasts GOT_NEW_NOTIFICATION when the flag is set, not when it is cleared', () => {
    const seen = listen(EVENTS.GOT_NEW_NOTIFICATION);
    appStore.dispatch({ type: EVENTS.GOT_NEW_NOTIFICATION, value: true });
    appStore.dispatch({ type: EVENTS.GOT_NEW_NOTIFICATION, value: false });
    expect(seen).toHaveLength(1);
    expect(appStore.getState().isThereNewNotification).toBe(false);
  });

  it('notifies subscribers until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = appStore.subscribe(listener);
    appStore.dispatch({ type: 'SET_ROLE', isServiceProvider: true });
    unsubscribe();
    appStore.dispatch({ type: 'SET_ROLE', isServiceProvider: false });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

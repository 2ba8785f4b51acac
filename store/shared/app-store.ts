import { useSyncExternalStore } from 'react';
import type { TranslationKey } from '@/locales/keys';
import { DEFAULT_LANGUAGE, type Language } from '@/locales/languages';
import type { Country, UserProfile } from '@/services/api/types';
import { broadcast, EVENTS } from './events';
import type { ScreenView } from './screen';

/** What an inner screen shows in the header on phones (hooks/shared/use-header-config.ts). */
export interface HeaderConfig {
  /** The screen's title, translated (it often names a record: a service, a provider). */
  title?: string;
  /** Where the header's back button goes, and what it is called. */
  back?: { href: string; label: string };
}

export type ToastMessage = {
  kind: 'success' | 'error' | 'info';
  /** An i18n key. */
  header?: TranslationKey;
} & (
  | { /** An i18n key (`ns:key`). */ message: TranslationKey; raw?: false }
  | { /** Text from the server, shown as is. */ message: string; raw: true }
);

/** The shared client state (spec §3): nine fields, one store. */
export interface AppState {
  language: Language;
  isServiceProvider: boolean;
  screenView: ScreenView;
  headerConfig: HeaderConfig;
  toastMessage: ToastMessage | null;
  isMobileView: boolean;
  isThereNewNotification: boolean;
  country: Country | null;
  user: UserProfile | null;
}

export type AppAction =
  | { type: typeof EVENTS.CHANGE_LANGUAGE; language: Language }
  | { type: typeof EVENTS.SCREEN_VIEW; screenView: ScreenView }
  | { type: typeof EVENTS.SHOW_TOAST_MESSAGE; toast: ToastMessage | null }
  | { type: typeof EVENTS.GOT_NEW_NOTIFICATION; value: boolean }
  | { type: 'SET_ROLE'; isServiceProvider: boolean }
  | { type: 'SET_HEADER_CONFIG'; headerConfig: HeaderConfig }
  | { type: 'SET_COUNTRY'; country: Country | null }
  | { type: 'SET_USER'; user: UserProfile | null };

export function initialState(overrides: Partial<AppState> = {}): AppState {
  return {
    language: DEFAULT_LANGUAGE,
    isServiceProvider: false,
    screenView: 'desktop',
    headerConfig: {},
    toastMessage: null,
    isMobileView: false,
    isThereNewNotification: false,
    country: null,
    user: null,
    ...overrides,
  };
}

export function reduce(state: AppState, action: AppAction): AppState {
  switch (action.type) {
    case EVENTS.CHANGE_LANGUAGE:
      return { ...state, language: action.language };
    case EVENTS.SCREEN_VIEW:
      // isMobileView is the screen view seen from one side; it is only ever set here.
      return { ...state, screenView: action.screenView, isMobileView: action.screenView === 'mobile' };
    case EVENTS.SHOW_TOAST_MESSAGE:
      return { ...state, toastMessage: action.toast };
    case EVENTS.GOT_NEW_NOTIFICATION:
      return { ...state, isThereNewNotification: action.value };
    case 'SET_ROLE':
      return { ...state, isServiceProvider: action.isServiceProvider };
    case 'SET_HEADER_CONFIG':
      return { ...state, headerConfig: action.headerConfig };
    case 'SET_COUNTRY':
      return { ...state, country: action.country };
    case 'SET_USER':
      return { ...state, user: action.user };
  }
}

type Listener = () => void;

let state = initialState();
const listeners = new Set<Listener>();

export const appStore = {
  getState(): AppState {
    return state;
  },
  dispatch(action: AppAction): void {
    const previous = state;
    state = reduce(state, action);
    if (state === previous) return;
    if (action.type === EVENTS.CHANGE_LANGUAGE) broadcast(EVENTS.CHANGE_LANGUAGE, action.language);
    if (action.type === EVENTS.SCREEN_VIEW) {
      broadcast(EVENTS.SCREEN_VIEW, state.screenView);
      if (state.isMobileView !== previous.isMobileView) broadcast(EVENTS.IS_MOBILE_VIEW, state.isMobileView);
    }
    if (action.type === EVENTS.SHOW_TOAST_MESSAGE && action.toast) broadcast(EVENTS.SHOW_TOAST_MESSAGE, action.toast);
    if (action.type === EVENTS.GOT_NEW_NOTIFICATION && action.value) broadcast(EVENTS.GOT_NEW_NOTIFICATION);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests start every case from a known state. */
  reset(overrides: Partial<AppState> = {}): void {
    state = initialState(overrides);
    listeners.forEach((listener) => listener());
  },
};

export function useAppState<T>(select: (state: AppState) => T): T {
  return useSyncExternalStore(
    appStore.subscribe,
    () => select(appStore.getState()),
    () => select(appStore.getState()),
  );
}

/** Put a toast on screen from anywhere (the API client included). */
export function showToast(toast: ToastMessage): void {
  appStore.dispatch({ type: EVENTS.SHOW_TOAST_MESSAGE, toast });
}

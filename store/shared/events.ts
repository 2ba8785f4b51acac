/** The spec's event names (spec §3). The store broadcasts each on `window` when it happens. */
export const EVENTS = {
  CHANGE_LANGUAGE: 'CHANGE_LANGUAGE',
  IS_MOBILE_VIEW: 'IS_MOBILE_VIEW',
  SCREEN_VIEW: 'SCREEN_VIEW',
  SHOW_TOAST_MESSAGE: 'SHOW_TOAST_MESSAGE',
  GOT_NEW_NOTIFICATION: 'GOT_NEW_NOTIFICATION',
} as const;

export type EventName = (typeof EVENTS)[keyof typeof EVENTS];

export function broadcast(name: EventName, detail?: unknown): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(name, { detail }));
}

import { ROLE_PREFIX, type Role } from '@/services/routes';

/** The settings pages (each is /{role}/settings/{page}); the bare /{role}/settings is the menu (phones) or the overview. */
export const SETTINGS_PAGES = ['account', 'edit-profile', 'addresses', 'change-password', 'close-account'] as const;

export type SettingsPage = (typeof SETTINGS_PAGES)[number];

export function settingsPath(role: Role, page?: SettingsPage): string {
  const root = `${ROLE_PREFIX[role]}/settings`;
  return page ? `${root}/${page}` : root;
}

/** Which page a path shows: null for the settings index. */
export function settingsPageOf(path: string): SettingsPage | null {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const last = pathname.split('/').filter(Boolean).pop();
  return SETTINGS_PAGES.find((page) => page === last) ?? null;
}

import { paths } from '@/config/paths';
import { type Role } from '@/services/shared/routes';

/** The settings pages (each is /{role}/settings/{page}); the bare /{role}/settings is the menu (phones) or the overview. */
export const SETTINGS_PAGES = [
  'account',
  'edit-profile',
  'addresses',
  'change-password',
  'notifications',
  'close-account',
] as const;

export type SettingsPage = (typeof SETTINGS_PAGES)[number];

const SETTINGS_ENTRY = {
  account: 'account',
  'edit-profile': 'editProfile',
  addresses: 'addresses',
  'change-password': 'changePassword',
  notifications: 'notifications',
  'close-account': 'closeAccount',
} as const satisfies Record<SettingsPage, keyof typeof paths.settings>;

export function settingsPath(role: Role, page?: SettingsPage): string {
  return paths.settings[page ? SETTINGS_ENTRY[page] : 'index'].getHref(role);
}

/** Which page a path shows: null for the settings index. */
export function settingsPageOf(path: string): SettingsPage | null {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const last = pathname.split('/').filter(Boolean).pop();
  return SETTINGS_PAGES.find((page) => page === last) ?? null;
}

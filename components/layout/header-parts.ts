import type { Language } from '@/locales/languages';
import type { UserProfile } from '@/services/api/types';
import type { Role } from '@/services/shared/routes';
import type { ComponentType, ReactNode } from 'react';

/** The signed-in person's menu (desktop). */
export interface UserMenuProps {
  role: Role;
  profile: UserProfile;
  onSwitchRole: () => void;
}

/** The phone drawer with the header's links. */
export interface MobileMenuDrawerProps {
  role: Role;
  profile: UserProfile | null;
  path: string;
  close: () => void;
  /** The drawer gives way to the (confirmed) role switch. */
  onSwitchRole: () => void;
  changeLanguage: ChangeLanguage;
}

/** What a menu that offers logout is handed by the layouts, which load logout with the menu's chunk. */
export interface OffersLogout {
  onLogout: () => void;
}

/** A language chosen in the frame: saved to the person's account when signed in, then the page reloads in it. */
export type ChangeLanguage = (language: Language) => Promise<void>;

/**
 * What the header offers from the domains, composed by the layouts (layouts/SiteHeader.tsx): the frame
 * imports no domain (eslint.config.mjs `sharedZones`).
 */
export interface HeaderParts {
  /** The bell (notifications), shown to a signed-in person. */
  bell: ReactNode;
  /** The signed-in person's menu: its own chunk, fetched for signed-in people only, logout bound. */
  UserMenu: ComponentType<UserMenuProps>;
  /** The phone drawer: its own chunk, fetched the first time the menu opens, logout bound. */
  MobileMenuDrawer: ComponentType<MobileMenuDrawerProps>;
  /** Opens the confirmed role switch (settings); the layouts render its dialog, outside any menu that closes. */
  onSwitchRole: () => void;
  changeLanguage: ChangeLanguage;
}

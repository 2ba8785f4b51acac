import type { UserProfile } from '@/services/api/types';
import type { Role } from '@/services/shared/routes';
import type { SaveLanguage } from '@/store/shared/language';
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
  saveLanguage: SaveLanguage;
}

/** What a menu that offers logout is handed by the layouts, which load logout with the menu's chunk. */
export interface OffersLogout {
  onLogout: () => void;
}

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
  /** The catalogue's search, opened from the wide header's button: its own chunk. */
  search: ComponentType<{ compact: boolean; autoFocus: boolean }>;
  /** Saves a language chosen in the frame to the person's account (auth), before the page reloads in it. */
  saveLanguage: SaveLanguage;
}

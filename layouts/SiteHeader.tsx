import { lazy } from 'react';
import { CatalogueSearch } from '@/components/catalogue';
import { Header } from '@/components/layout/Header';
import { NotificationBell } from '@/components/notifications';
import { useRoleSwitch } from '@/components/settings';
import { updateUserLanguage } from '@/services/auth';
import type { Role } from '@/services/shared/routes';

/** Headless UI's Menu is fetched for signed-in people only; guests never load it. */
const UserMenu = lazy(() => import('./UserMenuWithLogout'));
/** The drawer (Headless UI's Dialog) is fetched the first time the menu opens, not with every page. */
const MobileMenuDrawer = lazy(() => import('./DrawerWithLogout'));

/**
 * The site header (components/layout/Header, the frame) with what it offers from the domains, composed
 * here because the frame imports no domain: the bell (notifications), the user menu and the phone drawer
 * with logout (auth: each menu's chunk carries it, so a tap offline still clears the device), switching
 * role (settings: one confirmation for both menus, rendered here, outside the menus that close; a client
 * without a provider account is offered the wizard, spec §6), the catalogue's search (the wide header's,
 * the home's own chunk) and the language saved to the account.
 */
export function SiteHeader({ role }: { role: Role }) {
  const switchRole = useRoleSwitch(role);
  return (
    <>
      <Header
        role={role}
        parts={{
          bell: <NotificationBell role={role} />,
          UserMenu,
          MobileMenuDrawer,
          onSwitchRole: switchRole.start,
          search: CatalogueSearch,
          saveLanguage: updateUserLanguage,
        }}
      />
      {switchRole.dialog}
    </>
  );
}

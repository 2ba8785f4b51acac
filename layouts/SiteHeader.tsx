import { lazy, type ComponentType } from 'react';
import { Header } from '@/components/layout/Header';
import type { MobileMenuDrawerProps, OffersLogout, UserMenuProps } from '@/components/layout/header-parts';
import { NotificationBell } from '@/components/notifications';
import { useRoleSwitch } from '@/components/settings';
import type { Role } from '@/services/shared/routes';
import { changeLanguage } from '@/store/auth';

/**
 * A menu that offers logout arrives with it: the menu's chunk and logout's (store/auth/logout.ts, with
 * the drafts wipe) load together, so a tap offline still clears the device; only logout's server call
 * is fetched at the tap.
 */
function withLogout<P extends object>(load: () => Promise<{ default: ComponentType<P & OffersLogout> }>) {
  return lazy(async () => {
    const [{ default: Menu }, { logout }] = await Promise.all([load(), import('@/store/auth')]);
    function MenuWithLogout(props: P) {
      return <Menu {...props} onLogout={() => void logout()} />;
    }
    return { default: MenuWithLogout };
  });
}

/** Headless UI's Menu is fetched for signed-in people only; guests never load it. */
const UserMenu = withLogout<UserMenuProps>(() => import('@/components/layout/UserMenu'));
/** The drawer (Headless UI's Dialog) is fetched the first time the menu opens, not with every page. */
const MobileMenuDrawer = withLogout<MobileMenuDrawerProps>(() => import('@/components/layout/MobileMenuDrawer'));

/**
 * The site header (components/layout/Header, the frame) with what it offers from the domains, composed
 * here because the frame imports no domain: the bell (notifications), the user menu and the phone drawer
 * with logout (auth), switching role (settings: one confirmation for both menus, rendered here, outside the
 * menus that close; a client without a provider account is offered the wizard, spec §6) and the language
 * saved to the account.
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
          changeLanguage,
        }}
      />
      {switchRole.dialog}
    </>
  );
}

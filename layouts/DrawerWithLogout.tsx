import type { MobileMenuDrawerProps } from '@/components/layout/header-parts';
import MobileMenuDrawer from '@/components/layout/MobileMenuDrawer';
import { logout } from '@/store/auth';

/** The phone drawer's chunk carries logout (store/auth/logout.ts): a tap offline still clears the device. */
export default function DrawerWithLogout(props: MobileMenuDrawerProps) {
  return <MobileMenuDrawer {...props} onLogout={() => void logout()} />;
}

import type { UserMenuProps } from '@/components/layout/header-parts';
import UserMenu from '@/components/layout/UserMenu';
import { logout } from '@/store/auth';

/** The user menu's chunk carries logout (store/auth/logout.ts): a tap offline still clears the device. */
export default function UserMenuWithLogout(props: UserMenuProps) {
  return <UserMenu {...props} onLogout={() => void logout()} />;
}

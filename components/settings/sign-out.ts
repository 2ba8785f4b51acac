import { paths } from '@/config/paths';
import { type Role } from '@/services/shared/routes';
import { logout } from '@/store/auth';

/**
 * Log out (spec §4: the session and storage are cleared, the language stays, the user is
 * reset) and reload on the role's home page rather than on a settings page that
 * would only send a signed-out visitor to the login.
 */
export function signOut(role: Role, location: Pick<Location, 'assign'> = window.location): Promise<void> {
  return logout({ reload: () => location.assign(paths.home.getHref(role)) });
}

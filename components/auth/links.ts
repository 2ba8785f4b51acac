import { paths } from '@/config/paths';
import { safeNextPath, type Role } from '@/services/shared/routes';

type AuthPage = 'login' | 'register' | 'forgotPassword';

/** An auth page of this role that keeps the safe `next` destination along. */
export function authHref(role: Role, page: AuthPage, next: unknown): string {
  const safe = safeNextPath(next);
  return paths.auth[page].getHref(role, safe ? { next: safe } : undefined);
}

/** The role's legal pages, linked from the sign-up consent. */
export function legalHref(role: Role, page: 'termsOfUse' | 'dataAndPrivacy'): string {
  return paths[page].getHref(role);
}

import { ROLE_PREFIX, safeNextPath, type Role } from '@/services/routes';

type AuthPage = 'login' | 'register' | 'forgot-password';

/** An auth page of this role that keeps the safe `next` destination along. */
export function authHref(role: Role, page: AuthPage, next: unknown): string {
  const path = `${ROLE_PREFIX[role]}/auth/${page}`;
  const safe = safeNextPath(next);
  return safe ? `${path}?next=${encodeURIComponent(safe)}` : path;
}

/** The role's legal pages, linked from the sign-up consent. */
export function legalHref(role: Role, page: 'terms-of-use' | 'data-and-privacy'): string {
  return `${ROLE_PREFIX[role]}/${page}`;
}

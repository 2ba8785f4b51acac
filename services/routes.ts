/**
 * Role prefixes (§2) and the paths the shell itself needs. The role of a page is
 * told by its path: /service-providers/… is the provider side, anything else the client side.
 */
export type Role = 'client' | 'provider';

export const ROLE_PREFIX: Record<Role, string> = {
  client: '/clients',
  provider: '/service-providers',
};

export function roleOfPath(path: string): Role {
  return path === ROLE_PREFIX.provider || path.startsWith(`${ROLE_PREFIX.provider}/`) ? 'provider' : 'client';
}

export function homePath(role: Role): string {
  return `${ROLE_PREFIX[role]}/homepage`;
}

export function authPath(role: Role, page: 'login' | 'register' | 'forgot-password' | 'verify-email' | 'resetPassword'): string {
  return `${ROLE_PREFIX[role]}/auth/${page}`;
}

/**
 * Only a same-site path may be a post-login destination: it starts with one `/`,
 * not `//` or `/\`, and carries no scheme. Anything else gives null.
 */
export function safeNextPath(next: unknown): string | null {
  if (typeof next !== 'string' || !next.startsWith('/')) return null;
  if (next.startsWith('//') || next.startsWith('/\\')) return null;
  if (/[\u0000-\u001f]/.test(next)) return null;
  try {
    const url = new URL(next, 'https://same.site');
    if (url.origin !== 'https://same.site') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The login page that brings the person back to `returnTo` afterwards. */
export function loginPathFor(returnTo: string): string {
  const login = authPath(roleOfPath(returnTo), 'login');
  const next = safeNextPath(returnTo);
  return next && !next.includes('/auth/') ? `${login}?next=${encodeURIComponent(next)}` : login;
}

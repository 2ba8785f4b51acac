import { useRouter } from 'next/router';
import { ROLE_PREFIX, roleOfPath, type Role } from '@/services/routes';

/** The role of the screen, told by its path (/service-providers/… is the provider side, §2). */
export function useRole(): Role {
  return roleOfPath(useRouter().asPath);
}

/** `/clients` or `/service-providers`: links stay on the reader's side. */
export function useRolePrefix(): string {
  return ROLE_PREFIX[useRole()];
}

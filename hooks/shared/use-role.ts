import { useRouter } from 'next/router';
import { roleOfPath, type Role } from '@/services/shared/routes';

/** The role of the screen, told by its path (/service-providers/… is the provider side, §2). */
export function useRole(): Role {
  return roleOfPath(useRouter().asPath);
}

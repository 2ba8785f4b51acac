import { useRouter } from 'next/router';
import { ROLE_PREFIX, roleOfPath } from '@/services/routes';

/** `/clients` or `/service-providers`, from the current path: links stay on the reader's side. */
export function useRolePrefix(): string {
  return ROLE_PREFIX[roleOfPath(useRouter().asPath)];
}

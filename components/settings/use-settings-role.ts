import { useRouter } from 'next/router';
import { roleOfPath, type Role } from '@/services/routes';

/** The role of a settings screen comes from its path (/clients/… or /service-providers/…). */
export function useSettingsRole(): Role {
  return roleOfPath(useRouter().asPath);
}

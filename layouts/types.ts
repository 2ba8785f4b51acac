import type { Role } from '@/services/shared/routes';
import type { ReactNode } from 'react';

export interface LayoutProps {
  role: Role;
  children: ReactNode;
}

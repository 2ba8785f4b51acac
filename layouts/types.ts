import type { ReactNode } from 'react';
import type { Role } from '@/services/routes';

export interface LayoutProps {
  role: Role;
  children: ReactNode;
}

import { lazy, Suspense } from 'react';
import type { Role } from '@/services/routes';

const Footer = lazy(() => import('./Footer').then((module) => ({ default: module.Footer })));

/**
 * The footer of every layout. It sits below the fold at first paint, so its code (the reading
 * links, the social icons) comes in its own chunk after the screen's, not in every route's first load.
 */
export function SiteFooter({ role }: { role: Role }) {
  return (
    <Suspense fallback={null}>
      <Footer role={role} />
    </Suspense>
  );
}

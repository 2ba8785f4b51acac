import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '@/hooks/shared/first-paint';
import type { Role } from '@/services/shared/routes';

const Footer = lazy(() => import('./Footer'));

/**
 * The footer of every layout. It sits below the fold at first paint, so its code (the reading
 * links, the social icons) comes in its own chunk, asked for once the first screen has painted,
 * not in every route's first load nor beside it.
 */
export function SiteFooter({ role }: { role: Role }) {
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <Footer role={role} />
    </Suspense>
  );
}

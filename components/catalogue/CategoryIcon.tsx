import { lazy, Suspense } from 'react';
import type { Unrecognised } from '@/services/api/shape';
import type { CatalogueIcon } from '@/services/catalogue/catalogue-icons';
import { drawnIcon } from '@/services/catalogue/catalogue-icons';

// Decorative, so it loads after the first paint (its own chunk, ~3 KB): the badge keeps its size meanwhile.
const CategoryGlyph = lazy(() => import('./CategoryGlyph'));

/**
 * A category's picture (decorative: the name next to it says what it is); an icon the app does not
 * draw, or none, gets the generic glyph.
 */
export function CategoryIcon({
  icon: sent,
  className = 'h-12 w-12',
}: {
  icon: CatalogueIcon | Unrecognised | undefined;
  className?: string;
}) {
  const icon = drawnIcon(sent);
  return (
    <span
      aria-hidden="true"
      data-icon={icon}
      className={`inline-flex shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand ${className}`}
    >
      <Suspense fallback={null}>
        <CategoryGlyph icon={icon} />
      </Suspense>
    </span>
  );
}

import type { components } from '@/services/api/api-schema';
import type { Unrecognised } from '@/services/api/shape';

/** One of the icon keys the app draws for a category or a sub-service. */
export type CatalogueIcon = components['schemas']['CatalogueIcon'];

/** The icons components/catalogue/CategoryGlyph.tsx draws; any other is shown as the generic glyph. */
export const DRAWN_ICONS = [
  'cleaning',
  'plumbing',
  'electrical',
  'ac',
  'moving',
  'painting',
  'carpentry',
  'pest-control',
  'appliances',
  'gardening',
] as const satisfies readonly CatalogueIcon[];

export type GlyphName = CatalogueIcon | 'generic';

/** The glyph drawn for a category's icon as sent: its own, or the generic one for an unknown or missing icon. */
export function drawnIcon(icon: CatalogueIcon | Unrecognised | undefined): GlyphName {
  return (DRAWN_ICONS as readonly string[]).includes(icon ?? '') ? (icon as CatalogueIcon) : 'generic';
}

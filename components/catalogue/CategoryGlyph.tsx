import {
  Bug,
  Hammer,
  LayoutGrid,
  Paintbrush,
  Plug,
  Snowflake,
  SprayCan,
  Sprout,
  Truck,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { GlyphName } from '@/services/catalogue/catalogue-icons';

/** SVG, not emoji: a machine without an emoji font would show empty boxes (lucide-react, one module per icon). */
const ICONS: Record<GlyphName, LucideIcon> = {
  generic: LayoutGrid,
  cleaning: SprayCan,
  plumbing: Wrench,
  electrical: Zap,
  ac: Snowflake,
  moving: Truck,
  painting: Paintbrush,
  carpentry: Hammer,
  'pest-control': Bug,
  appliances: Plug,
  gardening: Sprout,
};

export default function CategoryGlyph({ icon }: { icon: GlyphName }) {
  const Icon = ICONS[icon];
  return <Icon className="h-1/2 w-1/2" strokeWidth={1.75} />;
}

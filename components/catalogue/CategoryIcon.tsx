import type { CatalogueIcon } from '@/services/catalogue';

const GLYPHS: Record<CatalogueIcon, string> = {
  cleaning: '🧹',
  plumbing: '🔧',
  electrical: '⚡',
  ac: '❄️',
  moving: '🚚',
  painting: '🎨',
  carpentry: '🪚',
  'pest-control': '🐜',
  appliances: '🔌',
  gardening: '🌿',
};

/** A category's picture (decorative: the name next to it says what it is). */
export function CategoryIcon({ icon, className = 'h-12 w-12 text-2xl' }: { icon: CatalogueIcon; className?: string }) {
  return (
    <span aria-hidden="true" data-icon={icon} className={`inline-flex shrink-0 items-center justify-center rounded-xl bg-brand-soft ${className}`}>
      {GLYPHS[icon]}
    </span>
  );
}

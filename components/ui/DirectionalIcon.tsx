/**
 * The one way to draw an icon that points along the reading direction. `points="back"`
 * points to where reading starts (left in English, right in Arabic), `points="forward"`
 * to where it goes. Drawn once, for left to right, and mirrored in right-to-left
 * documents: a screen never flips an icon itself (the house-style lint rule refuses
 * `rtl:rotate-180` elsewhere).
 */
const SHAPES = {
  /** ‹ — the way back, a previous item. */
  chevron: <path d="m15 18-6-6 6-6" />,
  /** ← — moving an item one place earlier. */
  arrow: (
    <>
      <path d="m12 19-7-7 7-7" />
      <path d="M19 12H5" />
    </>
  ),
};

const MIRROR = { back: 'rtl:-scale-x-100', forward: '-scale-x-100 rtl:scale-x-100' } as const;

export function DirectionalIcon({
  points,
  shape = 'chevron',
  className = 'h-4 w-4',
}: {
  points: keyof typeof MIRROR;
  shape?: keyof typeof SHAPES;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`inline-block shrink-0 ${MIRROR[points]} ${className}`}
    >
      {SHAPES[shape]}
    </svg>
  );
}

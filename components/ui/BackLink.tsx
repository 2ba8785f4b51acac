import Link from 'next/link';

/**
 * The way back to the list a details screen came from (the arrow turns with the reading direction).
 * From tablet up only: on phones the header carries it, beside the screen's title (useHeaderConfig).
 */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className="hidden self-start text-sm font-semibold text-brand-dark hover:underline tablet:inline-block">
      <span aria-hidden="true" className="inline-block rtl:rotate-180">
        ‹
      </span>{' '}
      {label}
    </Link>
  );
}

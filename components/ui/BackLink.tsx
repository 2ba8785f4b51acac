import Link from 'next/link';

/** The way back to the list a details screen came from (the arrow turns with the reading direction). */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className="text-sm font-semibold text-brand-dark hover:underline">
      <span aria-hidden="true" className="inline-block rtl:rotate-180">
        ‹
      </span>{' '}
      {label}
    </Link>
  );
}

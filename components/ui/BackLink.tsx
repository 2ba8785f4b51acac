import { DirectionalIcon } from '@/components/ui/DirectionalIcon';
import Link from '@/components/ui/Link';

/**
 * The way back to the list a details screen came from (the arrow turns with the reading direction).
 * From tablet up only: on phones the header carries it, beside the screen's title (useHeaderConfig).
 */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link
      href={href}
      className="hidden self-start text-sm font-semibold text-brand-dark hover:underline tablet:inline-block"
    >
      <DirectionalIcon points="back" className="h-4 w-4 align-text-bottom" /> {label}
    </Link>
  );
}

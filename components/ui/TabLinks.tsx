import Link from '@/components/ui/Link';

/** Tabs that are links (the tab lives in the URL, `?tab=`): the current one marked `aria-current="page"`. */
export function TabLinks<K extends string>({
  label,
  tabs,
  current,
  className = '',
}: {
  label: string;
  tabs: readonly { key: K; href: string; label: string }[];
  current: K;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={`flex gap-2 border-b border-slate-200 ${className}`}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          href={tab.href}
          aria-current={tab.key === current ? 'page' : undefined}
          className="-mb-px min-h-11 border-b-2 border-transparent px-4 py-2 font-medium text-ink-muted aria-[current=page]:border-brand aria-[current=page]:text-brand-dark"
          replace
          shallow
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

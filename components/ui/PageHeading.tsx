/** A screen's h1 and the line under it. */
export function PageHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-ink-muted">{subtitle}</p>
    </div>
  );
}

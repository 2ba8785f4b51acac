/** A one-of filter as a row of toggle buttons (`aria-pressed`), e.g. "All · Waiting · Hired". */
export function ChoiceChips<V>({
  label,
  choices,
  value,
  keyOf,
  labelOf,
  onChange,
}: {
  label: string;
  choices: readonly V[];
  value: V;
  keyOf: (choice: V) => string;
  labelOf: (choice: V) => string;
  onChange: (choice: V) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {choices.map((choice) => (
        <button
          key={keyOf(choice)}
          type="button"
          className="min-h-9 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm aria-pressed:border-brand aria-pressed:bg-brand-soft aria-pressed:text-brand-dark"
          aria-pressed={choice === value}
          onClick={() => onChange(choice)}
        >
          {labelOf(choice)}
        </button>
      ))}
    </div>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnyKeyT } from '@/hooks/shared/use-any-key-t';
import { asErrorCopyKey } from '@/locales/keys';
import { foldForSearch } from '@/services/catalogue';

export interface Choice<V> {
  value: V;
  label: string;
}

/**
 * A group of choices as large tappable rows (checkboxes, or radios for one), with its error tied
 * to the group. Long lists get a search box and "select all" (the covered areas). A selected value
 * that is not an option (a hand-edited draft's area of another city) has no row to clear, so the
 * first change drops it.
 */
export function ChoiceList<V extends string | number>({
  legend,
  hint,
  options,
  selected,
  onChange,
  single = false,
  error,
  searchable = false,
  max,
  full,
}: {
  legend: string;
  hint?: string;
  options: readonly Choice<V>[];
  selected: readonly V[];
  onChange: (values: V[]) => void;
  single?: boolean;
  /** A `validation:` key. */
  error?: string;
  searchable?: boolean;
  /** At most this many: once reached, the options not chosen are disabled and `full` says why. */
  max?: number;
  full?: string;
}) {
  const { t } = useTranslation('provider-account');
  const anyT = useAnyKeyT();
  const id = useId();
  const [query, setQuery] = useState('');
  const folded = foldForSearch(query);
  const shown = folded ? options.filter((option) => foldForSearch(option.label).includes(folded)) : options;
  const allShown = shown.length > 0 && shown.every((option) => selected.includes(option.value));
  const offered = selected.filter((value) => options.some((option) => option.value === value));
  const toggle = (value: V, on: boolean) => {
    if (single) onChange([value]);
    else onChange(on ? [...offered, value] : offered.filter((item) => item !== value));
  };
  const toggleShown = () => {
    const values = shown.map((option) => option.value);
    onChange(allShown ? offered.filter((item) => !values.includes(item)) : [...new Set([...offered, ...values])]);
  };
  const atMax = max !== undefined && offered.length >= max;
  const describedBy =
    [hint ? `${id}-hint` : '', atMax ? `${id}-full` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <fieldset aria-describedby={describedBy} className="flex flex-col gap-2">
      <legend className="font-semibold">{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {searchable && (
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex flex-1 flex-col gap-1 text-sm font-medium">
            {t('choices.search')}
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base"
            />
          </label>
          <button type="button" className="btn-secondary" onClick={toggleShown} disabled={shown.length === 0}>
            {allShown ? t('choices.clearAll') : t('choices.selectAll')}
          </button>
        </div>
      )}
      <div className="grid gap-2 tablet:grid-cols-2">
        {shown.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-checked:border-brand has-checked:bg-brand-soft has-disabled:cursor-not-allowed has-disabled:text-ink-muted"
          >
            <input
              type={single ? 'radio' : 'checkbox'}
              name={id}
              className="accent-brand"
              checked={selected.includes(option.value)}
              disabled={atMax && !selected.includes(option.value)}
              aria-describedby={atMax && !selected.includes(option.value) ? `${id}-full` : undefined}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {searchable && shown.length === 0 && <p className="text-sm text-ink-muted">{t('choices.noMatch')}</p>}
      <p id={`${id}-full`} role="status" className="text-sm font-medium text-ink-muted empty:hidden">
        {atMax ? full : ''}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {anyT(asErrorCopyKey(error))}
        </p>
      )}
    </fieldset>
  );
}

import { Field, useField, useFormikContext } from 'formik';
import { useId, type ReactNode } from 'react';
import { useAnyKeyT } from '@/hooks/shared/use-any-key-t';
import { asErrorCopyKey } from '@/locales/keys';

/**
 * One choice of a few, as cards (easier to hit on a phone than a select), bound to Formik. The
 * error shows once the choice was touched or the form submitted, tied to the group and announced.
 */
export function RadioCards<V extends string>({
  name,
  legend,
  options,
  grid,
  centered = true,
}: {
  name: string;
  legend: ReactNode;
  options: readonly { value: V; label: string }[];
  /** The grid's columns, e.g. 'grid-cols-3' or 'tablet:grid-cols-2'. */
  grid: string;
  centered?: boolean;
}) {
  const t = useAnyKeyT();
  const id = useId();
  const [, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : null;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className={`mt-1 grid gap-2 ${grid}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-2 has-checked:border-brand has-checked:bg-brand-soft ${
              centered ? 'justify-center' : 'px-3'
            }`}
          >
            <Field type="radio" name={name} value={option.value} className="accent-brand" />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {t(asErrorCopyKey(error))}
        </p>
      )}
    </fieldset>
  );
}

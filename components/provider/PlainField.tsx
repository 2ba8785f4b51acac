import { useId } from 'react';
import { useAnyKeyT } from '@/hooks/use-any-key-t';
import { asErrorCopyKey } from '@/locales/keys';

/**
 * A labelled input or textarea held in a screen's own state (the provider's forms are not Formik
 * forms), with its hint and its error (a `validation:` key) tied to it and announced.
 */
export function PlainField({
  label,
  value,
  onChange,
  error,
  hint,
  multiline = false,
  numeric = false,
  strong = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  multiline?: boolean;
  /** Digits, left to right in both languages. */
  numeric?: boolean;
  /** A field that is a step's whole subject: its label as a heading-like line. */
  strong?: boolean;
}) {
  const t = useAnyKeyT();
  const id = useId();
  const common = {
    id,
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    'aria-invalid': Boolean(error) || undefined,
    'aria-describedby': [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined,
    className: `w-full rounded-lg border bg-white px-3 py-2.5 text-base ${error ? 'border-red-500' : 'border-slate-300'}`,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={strong ? 'font-semibold' : 'text-sm font-medium'}>
        {label}
      </label>
      {multiline ? <textarea {...common} dir="auto" rows={5} /> : <input {...common} {...(numeric ? { inputMode: 'numeric', dir: 'ltr' } : {})} />}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-faint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {t(asErrorCopyKey(error))}
        </p>
      )}
    </div>
  );
}

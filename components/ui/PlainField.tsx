import { useId } from 'react';
import { useAnyKeyT } from '@/hooks/shared/use-any-key-t';
import { asErrorCopyKey } from '@/locales/keys';
import { LengthNote, lengthNoteIds, useLengthLimit } from './LengthLimit';

/**
 * A labelled input or textarea held in a screen's own state (the provider's forms are not Formik
 * forms), with its hint and its error (a `validation:` key) tied to it and announced; with a
 * `maxLength` (LIMITS), text cut to fit says so and a multiline field counts its characters.
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
  maxLength,
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
  maxLength?: number;
}) {
  const t = useAnyKeyT();
  const id = useId();
  const { measure, ...limit } = useLengthLimit(maxLength, value.length);
  const common = {
    id,
    value,
    maxLength,
    ref: measure,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    'aria-invalid': Boolean(error) || undefined,
    'aria-describedby':
      [
        hint ? `${id}-hint` : '',
        ...(maxLength === undefined ? [] : lengthNoteIds(id, limit.cut)),
        error ? `${id}-error` : '',
      ]
        .filter(Boolean)
        .join(' ') || undefined,
    className: `w-full rounded-lg border bg-white px-3 py-2.5 text-base ${error ? 'border-red-500' : 'border-slate-300'}`,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={strong ? 'font-semibold' : 'text-sm font-medium'}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} dir="auto" rows={5} />
      ) : (
        <input {...common} {...(numeric ? { inputMode: 'numeric', dir: 'ltr' } : {})} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-faint">
          {hint}
        </p>
      )}
      {maxLength !== undefined && (
        <LengthNote id={id} length={value.length} max={maxLength} counter={multiline} cut={limit.cut} />
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {t(asErrorCopyKey(error), { max: maxLength })}
        </p>
      )}
    </div>
  );
}

import { useField } from 'formik';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { LengthNote, lengthNoteIds, useLengthLimit } from '@/components/ui/LengthLimit';
import { useAnyKeyT } from '@/hooks/shared/use-any-key-t';
import { asErrorCopyKey } from '@/locales/keys';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'children'> {
  name: string;
  label: string;
  hint?: ReactNode;
  /** Rendered inside the input's box at the end (e.g. the show-password button). */
  end?: ReactNode;
  /** A textarea instead of an input. */
  multiline?: boolean;
}

/**
 * A Formik field with its label, hint and error tied to it. The error (an i18n key
 * from the yup schemas) shows once the field was left or changed, and is announced.
 * With a `maxLength` (LIMITS), text cut to fit says so, and a multiline field counts its characters.
 */
export function TextField({ name, label, hint, end, multiline = false, className = '', ...input }: TextFieldProps) {
  const t = useAnyKeyT();
  const [field, meta] = useField<string>(name);
  const id = useId();
  const max = input.maxLength;
  const length = (field.value ?? '').length;
  const { measure, ...limit } = useLengthLimit(max, length);
  const showError = Boolean(meta.error) && (meta.touched || meta.value !== meta.initialValue);
  const describedBy =
    [
      hint ? `${id}-hint` : '',
      ...(max === undefined ? [] : lengthNoteIds(id, limit.cut)),
      showError ? `${id}-error` : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const common = {
    ...field,
    ref: measure,
    id,
    'aria-invalid': showError || undefined,
    'aria-describedby': describedBy,
    className: `w-full rounded-lg border bg-white px-3 py-2.5 text-base outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 ${
      showError ? 'border-red-500' : 'border-slate-300'
    } ${end ? 'pe-12' : ''} ${className}`,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        {multiline ? (
          <textarea
            {...common}
            rows={4}
            {...(input as InputHTMLAttributes<HTMLTextAreaElement>)}
            value={field.value ?? ''}
          />
        ) : (
          <input {...common} {...input} value={field.value ?? ''} />
        )}
        {end && <div className="absolute inset-y-0 end-0 flex items-center pe-1">{end}</div>}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-faint">
          {hint}
        </p>
      )}
      {max !== undefined && <LengthNote id={id} length={length} max={max} counter={multiline} cut={limit.cut} />}
      {showError && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {t(asErrorCopyKey(meta.error ?? ''), { max })}
        </p>
      )}
    </div>
  );
}

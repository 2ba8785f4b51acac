import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import { useAnyKeyT } from '@/hooks/shared/use-any-key-t';
import { asErrorCopyKey } from '@/locales/keys';

/** A Formik checkbox with its label and error tied to it. */
export function CheckboxField({ name, label }: { name: string; label: ReactNode }) {
  const t = useAnyKeyT();
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const id = useId();
  const showError = Boolean(meta.error) && meta.touched;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          name={field.name}
          checked={Boolean(field.checked)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          id={id}
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0 accent-brand"
          aria-invalid={showError || undefined}
          aria-describedby={showError ? `${id}-error` : undefined}
        />
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
      </div>
      {showError && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {t(asErrorCopyKey(meta.error ?? ''))}
        </p>
      )}
    </div>
  );
}

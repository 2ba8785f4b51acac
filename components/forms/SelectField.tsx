import { useField } from 'formik';
import { useId } from 'react';
import { useAnyKeyT } from '@/hooks/shared/use-any-key-t';
import { asErrorCopyKey } from '@/locales/keys';

export interface SelectOption {
  value: string | number;
  label: string;
}

/** A native select (best on phones) bound to Formik, with its label and error. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  disabled,
}: {
  name: string;
  label: string;
  options: SelectOption[];
  placeholder: string;
  disabled?: boolean;
}) {
  const t = useAnyKeyT();
  const [field, meta, helpers] = useField<string | number | ''>(name);
  const id = useId();
  const showError = Boolean(meta.error) && (meta.touched || meta.value !== meta.initialValue);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={field.name}
        value={field.value ?? ''}
        disabled={disabled}
        onBlur={field.onBlur}
        onChange={(event) => {
          const option = options.find((item) => String(item.value) === event.target.value);
          void helpers.setValue(option ? option.value : '');
        }}
        aria-invalid={showError || undefined}
        aria-describedby={showError ? `${id}-error` : undefined}
        className={`w-full rounded-lg border bg-white px-3 py-2.5 text-base ${showError ? 'border-red-500' : 'border-slate-300'}`}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {showError && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {t(asErrorCopyKey(meta.error ?? ''))}
        </p>
      )}
    </div>
  );
}

import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormKit } from '@/components/forms/use-form-kit';
import { useAnyKeyT } from '@/hooks/shared/use-any-key-t';
import { asErrorCopyKey } from '@/locales/keys';
import { LIMITS } from '@/services/shared/limits';

const STARS = Array.from({ length: LIMITS.ratingMax - LIMITS.ratingMin + 1 }, (_, index) => LIMITS.ratingMin + index);

/** One rating criterion in a Formik form: five stars as radios, each named for screen readers ("3 stars"). */
export function StarsField({ name, label }: { name: string; label: string }) {
  const { Field, useField, useFormikContext } = useFormKit();
  const { t } = useTranslation('reviews');
  const anyT = useAnyKeyT();
  const id = useId();
  const [field, meta] = useField<number | ''>(name);
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : null;
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1"
    >
      <legend className="float-start text-sm font-medium">{label}</legend>
      <div className="flex" dir="ltr">
        {STARS.map((value) => (
          <label key={value} className="cursor-pointer p-1 has-focus-visible:outline-2 has-focus-visible:outline-brand">
            <Field
              type="radio"
              name={name}
              value={value}
              className="sr-only"
              onChange={() => void field.onChange({ target: { name, value } })}
            />
            <Star
              aria-hidden="true"
              className={`h-7 w-7 ${field.value !== '' && value <= field.value ? 'fill-amber-400 text-amber-500' : 'text-slate-500'}`}
            />
            <span className="sr-only">{t('rate.star', { count: value })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {anyT(asErrorCopyKey(error))}
        </p>
      )}
    </fieldset>
  );
}

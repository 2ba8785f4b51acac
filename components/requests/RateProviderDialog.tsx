import { Field, Form, Formik, useField, useFormikContext } from 'formik';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/FormAlert';
import { DialogActions, SheetDialog } from '@/components/ui/SheetDialog';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { useAnyKeyT } from '@/hooks/use-any-key-t';
import { useRateProvider } from '@/hooks/use-ratings';
import { asErrorCopyKey } from '@/locales/keys';
import { LIMITS } from '@/services/limits';
import { PROVIDER_CRITERIA, type ProviderCriterion, type RateProviderBody } from '@/services/ratings';
import { rateProviderSchema } from '@/services/validation';

type RatingValues = Record<ProviderCriterion, number | ''> & { experience: string };

const STARS = Array.from({ length: LIMITS.ratingMax - LIMITS.ratingMin + 1 }, (_, index) => LIMITS.ratingMin + index);

/** One criterion: five stars as radios, each named for screen readers ("3 stars"). */
function StarsField({ name }: { name: ProviderCriterion }) {
  const { t } = useTranslation('requests');
  const anyT = useAnyKeyT();
  const id = useId();
  const [field, meta] = useField<number | ''>(name);
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : null;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
      <legend className="float-start text-sm font-medium">{t(`rate.criteria.${name}`)}</legend>
      <div className="flex" dir="ltr">
        {STARS.map((value) => (
          <label key={value} className="cursor-pointer p-1 has-focus-visible:outline-2 has-focus-visible:outline-brand">
            <Field type="radio" name={name} value={value} className="sr-only" onChange={() => void field.onChange({ target: { name, value } })} />
            <Star aria-hidden="true" className={`h-7 w-7 ${field.value !== '' && value <= field.value ? 'fill-amber-400 text-amber-500' : 'text-slate-500'}`} />
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

/** §3 rating of the hired provider: the eight criteria, each 1–5 and required, and the experience. */
export default function RateProviderDialog({
  requestId,
  providerName,
  onRated,
  onClose,
}: {
  requestId: number;
  providerName: string;
  onRated: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['requests', 'validation']);
  const rate = useRateProvider(requestId);
  const initialValues = { ...Object.fromEntries(PROVIDER_CRITERIA.map((criterion) => [criterion, ''])), experience: '' } as RatingValues;
  return (
    <SheetDialog role="client" title={t('rate.title', { name: providerName })} description={t('rate.intro')} busy={rate.isPending} onClose={onClose}>
      <Formik<RatingValues>
        initialValues={initialValues}
        validationSchema={rateProviderSchema}
        onSubmit={async (values) => {
          try {
            await rate.mutateAsync(rateProviderSchema.cast(values) as RateProviderBody);
            onRated();
            onClose();
          } catch {
            // The alert says why; every star and word stays.
          }
        }}
      >
        <Form noValidate className="flex flex-col gap-3">
          <FormAlert error={rate.error} />
          {PROVIDER_CRITERIA.map((criterion) => (
            <StarsField key={criterion} name={criterion} />
          ))}
          <TextField name="experience" label={t('rate.experience')} multiline dir="auto" />
          <DialogActions>
            <button type="button" className="btn-secondary" onClick={onClose} disabled={rate.isPending}>
              {t('ending.keep')}
            </button>
            <SubmitButton className="btn-primary">{t('rate.submit')}</SubmitButton>
          </DialogActions>
        </Form>
      </Formik>
    </SheetDialog>
  );
}

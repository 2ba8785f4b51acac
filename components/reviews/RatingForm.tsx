import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormKit } from '@/components/forms/use-form-kit';
import { FormAlert } from '@/components/ui/FormAlert';
import { DialogActions } from '@/components/ui/SheetDialog';
import type { DialogDraftHandle } from '@/hooks/shared/use-dialog-draft';
import { LIMITS } from '@/services/shared/limits';
import type { YupBuilders } from '@/services/shared/schema';
import { StarsField } from './StarsField';
import type { AnyObjectSchema } from 'yup';

export type RatingValues = Record<string, number | string>;

/** An empty rating: no stars for any criterion, no words. */
export function emptyRating(criteria: readonly string[]): RatingValues {
  return { ...Object.fromEntries(criteria.map((criterion) => [criterion, ''])), experience: '' };
}

/**
 * The rating dialog's form (spec §2): each criterion as five stars (1–5, required) and the experience
 * (required), checked by `schema` (built from the kit's yup); a failed send keeps every star and word and
 * says why, and `draft` keeps them on the device (a session that ends mid-send brings them back after
 * signing in).
 */
export function RatingForm<C extends string, B>({
  criteria,
  schema,
  labels,
  draft,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  criteria: readonly C[];
  draft: DialogDraftHandle<RatingValues>;
  schema: (y: YupBuilders) => AnyObjectSchema;
  labels: { criterion: (criterion: C) => string; experience: string; cancel: string; submit: string };
  pending: boolean;
  error: unknown;
  /** Resolves when sent (the dialog closes), rejects to stay open. */
  onSubmit: (body: B) => Promise<unknown>;
  onClose: () => void;
}) {
  const { Formik, Form, TextField, SubmitButton, KeepDraft, yup } = useFormKit();
  const validationSchema = useMemo(() => schema(yup), [schema, yup]);
  // Its field errors are `validation:` keys: in before the form shows (a rating dialog opens on routes that do not preload them).
  useTranslation('validation');
  return (
    <Formik
      initialValues={draft.initialValues}
      validationSchema={validationSchema}
      onSubmit={async (values) => {
        try {
          await onSubmit(validationSchema.cast(values) as B);
          onClose();
        } catch {
          // The alert says why; every star and word stays.
        }
      }}
    >
      <Form noValidate className="flex flex-col gap-3">
        <KeepDraft save={draft.save} />
        <FormAlert error={error} />
        {criteria.map((criterion) => (
          <StarsField key={criterion} name={criterion} label={labels.criterion(criterion)} />
        ))}
        <TextField
          name="experience"
          label={labels.experience}
          multiline
          dir="auto"
          maxLength={LIMITS.ratingExperienceMax}
        />
        <DialogActions>
          <button type="button" className="btn-secondary" onClick={onClose} disabled={pending}>
            {labels.cancel}
          </button>
          <SubmitButton className="btn-primary">{labels.submit}</SubmitButton>
        </DialogActions>
      </Form>
    </Formik>
  );
}

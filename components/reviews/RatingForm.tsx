import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/FormAlert';
import { KeepDraft } from '@/components/ui/KeepDraft';
import { DialogActions } from '@/components/ui/SheetDialog';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import type { DialogDraftHandle } from '@/hooks/shared/use-dialog-draft';
import { LIMITS } from '@/services/shared/limits';
import { StarsField } from './StarsField';
import type { AnyObjectSchema } from 'yup';

export type RatingValues = Record<string, number | string>;

/** An empty rating: no stars for any criterion, no words. */
export function emptyRating(criteria: readonly string[]): RatingValues {
  return { ...Object.fromEntries(criteria.map((criterion) => [criterion, ''])), experience: '' };
}

/**
 * The rating dialog's form (spec §2): each criterion as five stars (1–5, required) and the experience
 * (required), checked by `schema`; a failed send keeps every star and word and says why, and `draft`
 * keeps them on the device (a session that ends mid-send brings them back after signing in).
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
  schema: AnyObjectSchema;
  labels: { criterion: (criterion: C) => string; experience: string; cancel: string; submit: string };
  pending: boolean;
  error: unknown;
  /** Resolves when sent (the dialog closes), rejects to stay open. */
  onSubmit: (body: B) => Promise<unknown>;
  onClose: () => void;
}) {
  // Its field errors are `validation:` keys: in before the form shows (a rating dialog opens on routes that do not preload them).
  useTranslation('validation');
  return (
    <Formik
      initialValues={draft.initialValues}
      validationSchema={schema}
      onSubmit={async (values) => {
        try {
          await onSubmit(schema.cast(values) as B);
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

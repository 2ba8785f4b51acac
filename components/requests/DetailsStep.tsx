import { Mic } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { ImagesField } from '@/components/ui/ImagesField';
import { LengthNote, lengthNoteIds, useLengthLimit } from '@/components/ui/LengthLimit';
import { useAnyKeyT } from '@/hooks/shared/use-any-key-t';
import { asErrorCopyKey } from '@/locales/keys';
import { requestDetailsSchema } from '@/services/requests/request-details-form';
import { LIMITS } from '@/services/shared/limits';
import { TIMINGS } from '@/services/shared/request-timing';
import type { RequestDraft } from '@/store/requests/request-draft';
import { AddressChoice } from './AddressChoice';
import { detailsValuesOf, withDetails, type DetailsValues } from './details-values';

const VoiceDialog = lazy(() => import('./VoiceDialog'));

interface Props {
  draft: RequestDraft;
  signedIn: boolean;
  onDraft: (change: (draft: RequestDraft) => RequestDraft) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Every change is kept in the draft at once, so a reload or leaving loses nothing. */
function KeepInDraft({ onDraft }: Pick<Props, 'onDraft'>) {
  const { useFormikContext } = useFormKit();
  const { values } = useFormikContext<DetailsValues>();
  useEffect(() => onDraft((draft) => withDetails(draft, values)), [values, onDraft]);
  return null;
}

/** The comment (at most 1000 characters, a counter, text cut to fit said so, whichever way it came), typed or dictated. */
function CommentField() {
  const { useFormikContext } = useFormKit();
  const { t } = useTranslation(['requests', 'common']);
  const anyT = useAnyKeyT();
  const id = useId();
  const { values, errors, setFieldValue, getFieldProps } = useFormikContext<DetailsValues>();
  const [dictating, setDictating] = useState(false);
  const max = LIMITS.requestCommentMax;
  const { measure, ...limit } = useLengthLimit(max, values.comment.length);
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="font-semibold">
          {t('form.details.comment')}{' '}
          <span className="text-sm font-normal text-ink-muted">{t('common:form.optional')}</span>
        </label>
        <button type="button" className="btn-secondary min-h-9 px-3 py-1 text-sm" onClick={() => setDictating(true)}>
          <Mic aria-hidden="true" className="h-4 w-4" />
          {t('form.voice.open')}
        </button>
      </div>
      <textarea
        id={id}
        dir="auto"
        rows={4}
        maxLength={max}
        {...getFieldProps('comment')}
        ref={measure}
        aria-invalid={errors.comment ? true : undefined}
        aria-describedby={
          [...lengthNoteIds(id, limit.cut), errors.comment ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
        }
        className="mt-2 w-full rounded-lg border border-slate-300 px-3 py-2"
      />
      <LengthNote id={id} length={values.comment.length} max={max} counter cut={limit.cut} />
      {errors.comment && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {anyT(asErrorCopyKey(errors.comment), { max })}
        </p>
      )}
      {dictating && (
        <Suspense fallback={null}>
          <VoiceDialog
            room={max - values.comment.length}
            onClose={() => setDictating(false)}
            onDone={(text) => {
              const joined = values.comment.trim() ? `${values.comment.trimEnd()} ${text}` : text;
              if (joined.length > max) limit.markCut();
              void setFieldValue('comment', joined.slice(0, max));
              setDictating(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** Where and when (spec §3): the address, the timing window, a comment and up to 5 photos. */
export const DetailsStep = withFormKit(
  function DetailsStep({ draft, signedIn, onDraft, onBack, onNext }: Props) {
    const { Formik, Form, RadioCards, yup } = useFormKit();
    const { t } = useTranslation(['requests', 'common']);
    return (
      <Formik<DetailsValues>
        initialValues={detailsValuesOf(draft, signedIn)}
        validationSchema={requestDetailsSchema(yup)}
        onSubmit={onNext}
      >
        <Form noValidate className="flex flex-col gap-6">
          <KeepInDraft onDraft={onDraft} />
          <AddressChoice signedIn={signedIn} />
          <RadioCards
            name="timing"
            legend={<span className="text-base font-semibold">{t('form.details.timing')}</span>}
            grid="tablet:grid-cols-2"
            centered={false}
            options={TIMINGS.map((timing) => ({ value: timing, label: t(`common:timings.${timing}`) }))}
          />
          <CommentField />
          <ImagesField
            images={draft.images}
            onChange={(change) => onDraft((current) => ({ ...current, images: change(current.images) }))}
          />
          <div className="flex justify-between gap-2">
            <button type="button" className="btn-secondary" onClick={onBack}>
              {t('form.back')}
            </button>
            <button type="submit" className="btn-primary">
              {t('form.next')}
            </button>
          </div>
        </Form>
      </Formik>
    );
  },
  { fallback: null },
);

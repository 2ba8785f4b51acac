import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { FormAlert } from '@/components/ui/FormAlert';
import { DialogActions, SheetDialog } from '@/components/ui/SheetDialog';
import { useUpdateOffer } from '@/hooks/offers/use-offers';
import { useDialogDraft } from '@/hooks/shared/use-dialog-draft';
import { sendOfferSchema } from '@/services/offers/offer-form';
import type { Offer } from '@/services/offers/offers';
import { LIMITS } from '@/services/shared/limits';
import { isoDay } from '@/services/shared/week';
import { dialogDraftId } from '@/store/shared/dialog-draft-ids';
import { OfferPriceField } from './OfferPriceField';

const FIELD_ORDER = ['price', 'details', 'proposed_date'] as const;

/**
 * Change a pending offer (designed `PATCH offers/{id}/`): its price, details and date, by the send's
 * rules. What is typed is kept on the device (the dialog draft) through a failed call, a reload or an
 * ended session, and goes once saved or cancelled; the save is guarded against a second tap.
 */
export const EditOfferDialog = withFormKit(
  function EditOfferDialog({
    offer,
    onSaved,
    onClose,
  }: {
    offer: Pick<Offer, 'id' | 'price' | 'details' | 'proposed_date'>;
    onSaved: () => void;
    onClose: () => void;
  }) {
    const { Formik, Form, TextField, SubmitButton, FocusFirstError, KeepDraft, yup } = useFormKit();
    const { t } = useTranslation(['offers', 'common', 'validation']);
    const update = useUpdateOffer();
    const kept = useDialogDraft(dialogDraftId.editOffer(offer.id), {
      price: String(offer.price),
      details: offer.details,
      proposed_date: offer.proposed_date ?? '',
    });
    const today = isoDay(new Date());
    // A date proposed earlier may be kept as it is; a new one is today or later.
    const earliest = offer.proposed_date && offer.proposed_date < today ? offer.proposed_date : today;
    const schema = sendOfferSchema(yup, earliest);
    const close = () => {
      kept.drop();
      onClose();
    };
    return (
      <SheetDialog
        role="provider"
        title={t('mine.editTitle')}
        description={t('mine.editHint')}
        busy={update.isPending}
        onClose={close}
      >
        <Formik
          initialValues={kept.initialValues}
          validationSchema={schema}
          onSubmit={async (values) => {
            const { price, details, proposed_date: date } = schema.cast(values);
            try {
              await update.mutateAsync({ id: offer.id, body: { price, details, proposed_date: date || null } });
              kept.drop();
              onSaved();
            } catch {
              // The alert says why; every field stays as typed.
            }
          }}
        >
          <Form noValidate className="flex flex-col gap-4">
            <KeepDraft save={kept.save} />
            <FocusFirstError order={FIELD_ORDER} />
            <FormAlert error={update.error} />
            <OfferPriceField />
            <TextField
              name="details"
              label={t('send.details')}
              multiline
              dir="auto"
              maxLength={LIMITS.offerDetailsMax}
            />
            <TextField name="proposed_date" label={t('send.date')} type="date" min={earliest} />
            <DialogActions>
              <button type="button" className="btn-secondary" onClick={close} disabled={update.isPending}>
                {t('common:actions.cancel')}
              </button>
              <SubmitButton>{t('mine.save')}</SubmitButton>
            </DialogActions>
          </Form>
        </Formik>
      </SheetDialog>
    );
  },
  { fallback: null },
);

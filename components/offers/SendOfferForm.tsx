import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { Card } from '@/components/ui/Card';
import { FormAlert } from '@/components/ui/FormAlert';
import { ImagesField } from '@/components/ui/ImagesField';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';
import { useBalance, useReadBalance } from '@/hooks/balance';
import { useSendOffer } from '@/hooks/offers/use-send-offer';
import { useKeptDraft } from '@/hooks/shared/use-kept-draft';
import { usePlace } from '@/hooks/shared/use-place';
import { offerCost } from '@/services/offers/offer-charge';
import { sendOfferSchema } from '@/services/offers/offer-form';
import type { SendOfferBody } from '@/services/offers/offers';
import { needsPaidConfirm, paidConfirmCadence } from '@/services/offers/paid-send-confirm';
import { sendRefusal } from '@/services/offers/send-refusal';
import { formatMoney, ltr } from '@/services/shared/format';
import { LIMITS } from '@/services/shared/limits';
import { isoDay } from '@/services/shared/week';
import {
  dropOfferDraft,
  loadOfferDraft,
  pruneOfferImages,
  saveOfferDraft,
  type OfferDraft,
} from '@/store/offers/offer-draft';
import { offerImages } from '@/store/shared/draft-images';
import { OfferCostLine } from './OfferCostLine';
import { OfferPriceField } from './OfferPriceField';

// "Pay for this offer?" loads when a paid send first asks it, not with the job page.
const ConfirmDialog = lazy(() => import('@/components/ui/ConfirmDialog'));

type Body = Omit<SendOfferBody, 'images'>;

type Values = Pick<OfferDraft, 'price' | 'details' | 'proposed_date'>;

const FIELD_ORDER = ['price', 'details', 'proposed_date'] as const;

/** Keeps what is typed in the draft as it is typed (saved, not rendered again: Formik shows it). */
function KeepDraft({ onValues }: { onValues: (values: Values) => void }) {
  const { useFormikContext } = useFormKit();
  const { values } = useFormikContext<Values>();
  useEffect(() => onValues(values), [values, onValues]);
  return null;
}

/**
 * The send-offer form (spec §2): price (10–10,000, Arabic-Indic digits read), details, up to 5 photos, a
 * proposed date; what it costs before sending, and the day's first paid send confirmed. The draft stays on
 * the device until it is sent, so a short balance, the spending limit, a failed call or a reload loses nothing.
 */
export const SendOfferForm = withFormKit(function SendOfferForm({
  requestId,
  onSent,
}: {
  requestId: number;
  onSent: () => void;
}) {
  const { Formik, Form, TextField, SubmitButton, FocusFirstError, yup } = useFormKit();
  const { t } = useTranslation(['offers', 'validation']);
  const place = usePlace();
  const balance = useBalance();
  const readBalance = useReadBalance();
  // The offer waiting for "Pay and send" (null: no question open).
  const [asking, setAsking] = useState<Body | null>(null);
  const [draft, change, keep] = useKeptDraft(() => loadOfferDraft(requestId), saveOfferDraft);
  // On opening: the photo bytes this job's draft does not hold (another job's, or removed) go.
  useEffect(() => void pruneOfferImages(loadOfferDraft(requestId)), [requestId]);
  const send = useSendOffer(requestId);
  const [onValues] = useState(() => (values: Values) => keep((current) => ({ ...current, ...values })));
  const today = isoDay(new Date());
  const schema = useMemo(() => sendOfferSchema(yup, today), [yup, today]);
  const refusal = sendRefusal(send.error);
  const cost = balance.data ? offerCost(balance.data) : null;
  const submit = async (body: Body) => {
    try {
      await send.mutateAsync({ body, draft, onDraft: change });
      dropOfferDraft();
      onSent();
    } catch {
      // The alert says why; the draft keeps every word, photo and the price.
    }
  };
  return (
    <Card aria-labelledby="send-offer" as="section" className="flex flex-col gap-4">
      <h2 id="send-offer" className="text-lg font-semibold">
        {t('send.title')}
      </h2>
      <Formik<Values>
        initialValues={{ price: draft.price, details: draft.details, proposed_date: draft.proposed_date }}
        validationSchema={schema}
        onSubmit={async (values) => {
          const { price, details, proposed_date: date } = schema.cast(values);
          const body = { price, details, proposed_date: date || null };
          // A tap before the cost line loaded waits for it: the day's first paid offer is never sent unasked.
          const known = balance.data ?? (await readBalance());
          if (needsPaidConfirm(known ? offerCost(known) : null, known?.spent_today)) setAsking(body);
          else await submit(body);
        }}
      >
        <Form noValidate className="flex flex-col gap-4">
          <KeepDraft onValues={onValues} />
          <FocusFirstError order={FIELD_ORDER} />
          <FormAlert error={send.error} />
          {refusal === 'balance' && (
            <Link href={paths.balance.getHref()} className="btn-secondary self-start">
              {t('send.addBalance')}
            </Link>
          )}
          {refusal === 'cap' && (
            <Link href={paths.spendingLimit.getHref()} className="btn-secondary self-start">
              {t('send.changeCap')}
            </Link>
          )}
          <OfferPriceField />
          <TextField
            name="details"
            label={t('send.details')}
            hint={t('send.detailsHint')}
            multiline
            dir="auto"
            maxLength={LIMITS.offerDetailsMax}
          />
          <TextField name="proposed_date" label={t('send.date')} type="date" min={today} />
          <ImagesField
            images={draft.images}
            store={offerImages}
            onChange={(update) => change((current) => ({ ...current, images: update(current.images) }))}
          />
          <OfferCostLine />
          <p className="text-sm text-ink-muted">{t('send.draftKept')}</p>
          <SubmitButton>{t('send.send')}</SubmitButton>
        </Form>
      </Formik>
      {asking && cost?.kind === 'paid' && (
        <Suspense fallback={null}>
          <ConfirmDialog
            role="provider"
            title={t('send.confirmTitle')}
            body={t(`send.confirmBody.${paidConfirmCadence(balance.data?.spent_today)}`, {
              cost: ltr(formatMoney(cost.cost, place)),
              balance: ltr(formatMoney(cost.balance, place)),
            })}
            confirmLabel={t('send.confirm')}
            cancelLabel={t('send.notNow')}
            pending={send.isPending}
            error={null}
            onConfirm={() => void submit(asking).finally(() => setAsking(null))}
            onClose={() => setAsking(null)}
          />
        </Suspense>
      )}
    </Card>
  );
});

import Link from 'next/link';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddresses } from '@/hooks/use-addresses';
import { useRolePrefix } from '@/hooks/use-role';
import { LIMITS } from '@/services/limits';
import { localized } from '@/services/localized';
import { TIMINGS } from '@/services/request-timing';
import { V } from '@/services/validation';
import { useAppState } from '@/store/app-store';
import type { RequestDraft } from '@/store/request-draft';

interface Props {
  draft: RequestDraft;
  signedIn: boolean;
  onDraft: (change: (draft: RequestDraft) => RequestDraft) => void;
}

/** The signed-in client's saved addresses as a select; a guest picks one after signing in. */
function AddressPicker({ draft, onDraft, showError }: Omit<Props, 'signedIn'> & { showError: boolean }) {
  const { t } = useTranslation(['request', 'validation']);
  const language = useAppState((state) => state.language);
  const prefix = useRolePrefix();
  const addresses = useAddresses();
  const id = useId();
  if (addresses.isSuccess && addresses.data.length === 0) {
    return (
      <p className="text-sm">
        {t('details.noAddresses')}{' '}
        <Link href={`${prefix}/settings/addresses`} className="font-semibold text-brand-dark underline">
          {t('details.addAddress')}
        </Link>
      </p>
    );
  }
  const missing = showError && draft.address === null;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {t('details.address')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {t('details.addressHint')}
      </p>
      <select
        id={id}
        value={draft.address ?? ''}
        onChange={(event) => onDraft((current) => ({ ...current, address: event.target.value ? Number(event.target.value) : null }))}
        aria-invalid={missing}
        aria-describedby={missing ? `${id}-hint ${id}-error` : `${id}-hint`}
        className="mt-2 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
      >
        <option value="">{t('details.chooseAddress')}</option>
        {addresses.data?.map((address) => (
          <option key={address.id} value={address.id}>
            {address.name} · {localized(address, 'neighborhood_name', language)}, {localized(address, 'city_name', language)}
          </option>
        ))}
      </select>
      {missing && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {t(V.required)}
        </p>
      )}
    </div>
  );
}

/** Where and when (§3): the address, the timing window and a comment of at most 1000 characters. */
export function DetailsStep({ draft, signedIn, onDraft, onBack, onNext }: Props & { onBack: () => void; onNext: () => void }) {
  const { t } = useTranslation(['request', 'validation']);
  const [submitted, setSubmitted] = useState(false);
  const commentId = useId();
  const timingMissing = submitted && draft.timing === null;
  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (draft.timing === null || (signedIn && draft.address === null)) return;
        onNext();
      }}
    >
      {signedIn && <AddressPicker draft={draft} onDraft={onDraft} showError={submitted} />}
      <fieldset aria-describedby={timingMissing ? 'timing-error' : undefined}>
        <legend className="font-semibold">{t('details.timing')}</legend>
        <div className="mt-2 grid gap-2 tablet:grid-cols-2">
          {TIMINGS.map((timing) => (
            <label key={timing} className={`flex items-center gap-2 rounded-xl border p-3 ${draft.timing === timing ? 'border-brand bg-brand-soft' : 'border-slate-300'}`}>
              <input
                type="radio"
                name="timing"
                checked={draft.timing === timing}
                onChange={() => onDraft((current) => ({ ...current, timing }))}
                className="accent-brand"
              />
              {t(`timings.${timing}`)}
            </label>
          ))}
        </div>
        {timingMissing && (
          <p id="timing-error" className="mt-1 text-sm text-red-700">
            {t(V.required)}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={commentId} className="block font-semibold">
          {t('details.comment')} <span className="text-sm text-ink-muted">{t('optional')}</span>
        </label>
        <textarea
          id={commentId}
          dir="auto"
          rows={4}
          maxLength={LIMITS.requestCommentMax}
          value={draft.comment}
          onChange={(event) => onDraft((current) => ({ ...current, comment: event.target.value }))}
          aria-describedby={`${commentId}-count`}
          className="mt-2 w-full rounded-lg border border-slate-300 px-3 py-2"
        />
        <p id={`${commentId}-count`} dir="ltr" className="text-end text-sm text-ink-muted" aria-live="polite">
          {t('details.commentCount', { count: draft.comment.length, max: LIMITS.requestCommentMax })}
        </p>
      </div>
      <div className="flex justify-between gap-2">
        <button type="button" className="btn-secondary" onClick={onBack}>
          {t('back')}
        </button>
        <button type="submit" className="btn-primary">
          {t('next')}
        </button>
      </div>
    </form>
  );
}

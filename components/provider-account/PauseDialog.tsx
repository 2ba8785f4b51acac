import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormKit, withFormKit } from '@/components/forms/use-form-kit';
import { FormAlert } from '@/components/ui/FormAlert';
import { PlainField } from '@/components/ui/PlainField';
import { DialogActions, SheetDialog } from '@/components/ui/SheetDialog';
import { Spinner } from '@/components/ui/Spinner';
import { usePauseOffers } from '@/hooks/provider-account/use-provider-account';
import { PAUSE_PRESETS, pauseSchema } from '@/services/provider-account/provider-forms';
import { normalizeDigits } from '@/services/shared/digits';
import { fieldErrors } from '@/services/shared/field-errors';

/** The pause-offers flow (spec §2): a number of days (1–30), with presets; no new job opportunities until then. */
export default withFormKit(
  function PauseDialog({ onClose }: { onClose: () => void }) {
    const { yup } = useFormKit();
    const { t } = useTranslation(['provider-account', 'common']);
    const pause = usePauseOffers();
    const [days, setDays] = useState('');
    const [error, setError] = useState<string | undefined>();
    const submit = () => {
      const typed = normalizeDigits(days.trim());
      const found = fieldErrors(pauseSchema(yup), { days: typed === '' ? undefined : Number(typed) }).days;
      setError(found);
      if (!found) pause.mutate(Number(typed), { onSuccess: onClose });
    };
    return (
      <SheetDialog
        role="provider"
        title={t('pause.title')}
        description={t('pause.lead')}
        busy={pause.isPending}
        onClose={onClose}
      >
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">{t('pause.presets')}</legend>
            <div className="flex flex-wrap gap-2">
              {PAUSE_PRESETS.map((preset) => (
                <button
                  key={preset}
                  type="button"
                  className={`btn-secondary px-2 ${days === String(preset) ? 'border-brand bg-brand-soft' : ''}`}
                  aria-pressed={days === String(preset)}
                  aria-label={t('pause.days', { count: preset })}
                  onClick={() => {
                    setDays(String(preset));
                    setError(undefined);
                  }}
                >
                  <span dir="ltr">{preset}</span>
                </button>
              ))}
            </div>
          </fieldset>
          <PlainField label={t('pause.daysLabel')} value={days} onChange={setDays} error={error} numeric />
          <FormAlert error={pause.error} />
          <DialogActions>
            <button type="button" className="btn-secondary" onClick={onClose} disabled={pause.isPending}>
              {t('common:actions.cancel')}
            </button>
            <button type="submit" className="btn-primary" disabled={pause.isPending} aria-busy={pause.isPending}>
              {pause.isPending && <Spinner />}
              {t('pause.confirm')}
            </button>
          </DialogActions>
        </form>
      </SheetDialog>
    );
  },
  { fallback: null },
);

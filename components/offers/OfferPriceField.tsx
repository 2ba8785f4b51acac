import { useTranslation } from 'react-i18next';
import { useFormKit } from '@/components/forms/use-form-kit';

/** An offer's price (10–10,000 JOD, Arabic-Indic digits read by the schema), left to right: sending and changing an offer. */
export function OfferPriceField() {
  const { TextField } = useFormKit();
  const { t } = useTranslation('offers');
  return (
    <TextField
      name="price"
      label={t('send.price')}
      hint={t('send.priceHint')}
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
    />
  );
}

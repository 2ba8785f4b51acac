import { useTranslation } from 'react-i18next';

/** What the job's screen says once the offer was sent (in its status line). */
export function OfferSent() {
  const { t } = useTranslation('offers');
  return <>{t('send.sent')}</>;
}

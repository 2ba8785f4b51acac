import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@/services/shared/limits';

/** A rating out of LIMITS.ratingMax: a star and the value (one decimal, LTR) on screen, "Rated 4.5 of 5" to screen readers. */
export function RatingValue({ value }: { value: number }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-500" />
      <span className="sr-only">{t('rating.value', { value: value.toFixed(1), max: LIMITS.ratingMax })}</span>
      <span aria-hidden="true" dir="ltr">
        {value.toFixed(1)}
      </span>
    </>
  );
}

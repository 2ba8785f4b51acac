import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import { usePlace } from '@/hooks/shared/use-place';
import type { Rating } from '@/services/reviews/ratings';
import { formatDate } from '@/services/shared/format';
import { RatingValue } from './RatingValue';

/**
 * One rating as others read it: who, when, the average, the experience in their words. My own rating
 * on a request or a work (`mine`) is headed "Your rating" instead of the rater.
 */
export function ReviewCard({ rating, mine = false }: { rating: Rating; mine?: boolean }) {
  const { t } = useTranslation('reviews');
  const place = usePlace();
  const id = useId();
  return (
    <Card aria-labelledby={mine ? id : undefined} as="article" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {mine ? (
          <h2 id={id} className="font-semibold">
            {t('rate.mine')}
          </h2>
        ) : rating.rater?.display_name ? (
          <p className="font-semibold">
            <span className="sr-only">{t('aboutClient.by')} </span>
            <bdi dir="auto">{rating.rater.display_name}</bdi>
          </p>
        ) : (
          <span />
        )}
        <p className="inline-flex items-center gap-1 text-sm">
          <RatingValue value={rating.average} />
        </p>
      </div>
      <p dir="auto" className="whitespace-pre-line">
        {rating.experience}
      </p>
      {rating.created_at && <p className="text-sm text-ink-muted">{formatDate(rating.created_at, place)}</p>}
    </Card>
  );
}

/** Ratings as a list of cards, in the order given. */
export function ReviewList({ ratings }: { ratings: readonly Rating[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {ratings.map((rating) => (
        <li key={rating.id}>
          <ReviewCard rating={rating} />
        </li>
      ))}
    </ul>
  );
}

/** What the screen says once its rating was sent: the client's of the provider, or the provider's of the client. */
export function RatingSent({ rated }: { rated: 'provider' | 'client' }) {
  const { t } = useTranslation('reviews');
  return <>{rated === 'provider' ? t('rate.sent') : t('rateClient.sent')}</>;
}

import { useTranslation } from 'react-i18next';
import { QueryView } from '@/components/ui/QueryView';
import { useSignedInOnly } from '@/hooks/auth';
import { useReceivedRatings } from '@/hooks/reviews/use-reviews';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import { CLIENT_CRITERIA } from '@/services/reviews/ratings';
import { ReviewCard } from './ReviewCard';
import { ReviewsPage } from './ReviewsPage';

/** What providers said about me as a client (/clients/reviews): each rating, its three criteria, newest first. */
export function CustomerReviewsScreen() {
  const { t } = useTranslation('reviews');
  const user = useSignedInOnly();
  const ratings = useReceivedRatings('client', user !== null);
  useDocumentTitle(t('aboutClient.title'));
  if (!user) return null;
  const body = (
    <QueryView query={ratings} loading={t('aboutClient.title')} reserve="min-h-64" empty={t('aboutClient.none')}>
      {(data) => (
        <ul className="flex flex-col gap-3">
          {data.pages
            .flatMap((page) => page.results)
            .map((rating) => (
              <li key={rating.id}>
                <ReviewCard rating={rating} />
                <dl className="mt-1 flex flex-wrap gap-x-4 px-4 text-sm text-ink-muted">
                  {CLIENT_CRITERIA.map((criterion) => (
                    <div key={criterion} className="flex gap-1">
                      <dt>{t(`rate.clientCriteria.${criterion}`)}:</dt>
                      <dd dir="ltr">{rating.scores[criterion] ?? '–'}/5</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
        </ul>
      )}
    </QueryView>
  );
  return (
    <ReviewsPage
      title={t('aboutClient.title')}
      subtitle={t('aboutClient.subtitle')}
      list={ratings}
      more={t('profile.more')}
    >
      {body}
    </ReviewsPage>
  );
}

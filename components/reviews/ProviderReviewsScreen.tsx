import { useTranslation } from 'react-i18next';
import { CriteriaAverages } from '@/components/reviews/CriteriaAverages';
import { RatingValue } from '@/components/reviews/RatingValue';
import { ReviewList } from '@/components/reviews/ReviewCard';
import { ReviewsPage } from '@/components/reviews/ReviewsPage';
import { Card } from '@/components/ui/Card';
import { QueryView } from '@/components/ui/QueryView';
import { useSignedInOnly } from '@/hooks/auth';
import { useReceivedRatings } from '@/hooks/reviews/use-reviews';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import { ratingMean } from '@/services/reviews/rating-mean';

function ProviderReviewsPage() {
  const { t } = useTranslation('reviews');
  const ratings = useReceivedRatings('provider');
  useDocumentTitle(t('aboutProvider.title'));
  const body = (
    <QueryView query={ratings} loading={t('aboutProvider.loading')} reserve="min-h-64" empty={t('aboutProvider.none')}>
      {(data) => {
        const items = data.pages.flatMap((page) => page.results);
        const overall = ratingMean(items.map((rating) => rating.average));
        // Worked out here from the pages loaded: while more remain, the figures say they cover only those.
        const basis = ratings.hasNextPage ? 'aboutProvider.latest' : 'aboutProvider.count';
        return (
          <>
            <Card aria-labelledby="averages" as="section">
              <h2 id="averages" className="font-semibold">
                {t('aboutProvider.averages')}
              </h2>
              <p className="mt-1 inline-flex items-center gap-1 text-sm">
                {t('aboutProvider.overall')}: {overall !== null && <RatingValue value={overall} />} ·{' '}
                {t(basis, { count: items.length })}
              </p>
              <CriteriaAverages ratings={items} />
            </Card>
            <ReviewList ratings={items} />
          </>
        );
      }}
    </QueryView>
  );
  return (
    <ReviewsPage
      title={t('aboutProvider.title')}
      subtitle={t('aboutProvider.subtitle')}
      list={ratings}
      more={t('aboutProvider.more')}
    >
      {body}
    </ReviewsPage>
  );
}

/**
 * Provider reviews (/service-providers/reviews): what clients said about me, the overall and each criterion averaged
 * over the ratings loaded, said as "of the latest N" while more remain to load.
 */
export function ProviderReviewsScreen() {
  const user = useSignedInOnly();
  return user ? <ProviderReviewsPage /> : null;
}

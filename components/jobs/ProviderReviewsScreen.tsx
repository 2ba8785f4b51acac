import { useTranslation } from 'react-i18next';
import { CriteriaAverages } from '@/components/providers/CriteriaAverages';
import { RatingValue } from '@/components/providers/RatingValue';
import { ReviewCard } from '@/components/providers/ReviewCard';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/LoadStates';
import { MoreButton } from '@/components/ui/MoreButton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useReceivedRatings } from '@/hooks/use-providers';
import { useSignedInOnly } from '@/hooks/use-signed-in-only';
import { loadWithScreen } from '@/locales/i18n';
import { ratingMean } from '@/services/rating-mean';
import { criteriaAverages, PROVIDER_CRITERIA } from '@/services/ratings';

loadWithScreen('jobs', 'requests');

function ProviderReviewsPage() {
  const { t } = useTranslation(['jobs', 'requests']);
  const ratings = useReceivedRatings('provider');
  useDocumentTitle(t('reviews.title'));
  let body;
  if (ratings.isPending) body = <LoadingState label={t('reviews.loading')} reserve="min-h-64" />;
  else if (ratings.isError) body = <ErrorState error={ratings.error} onRetry={() => void ratings.refetch()} />;
  else {
    const items = ratings.data.pages.flatMap((page) => page.results);
    const overall = ratingMean(items.map((rating) => rating.average));
    body =
      items.length === 0 ? (
        <EmptyState>{t('reviews.none')}</EmptyState>
      ) : (
        <>
          <section aria-labelledby="averages" className="rounded-xl border border-slate-200 bg-white p-4">
            <h2 id="averages" className="font-semibold">
              {t('reviews.averages')}
            </h2>
            <p className="mt-1 inline-flex items-center gap-1 text-sm">
              {t('reviews.overall')}: {overall !== null && <RatingValue value={overall} />} · {t('reviews.count', { count: items.length })}
            </p>
            <CriteriaAverages criteria={PROVIDER_CRITERIA} averages={criteriaAverages(items, PROVIDER_CRITERIA)} labelOf={(criterion) => t(`requests:rate.criteria.${criterion}`)} />
          </section>
          <ul className="flex flex-col gap-3">
            {items.map((rating) => (
              <li key={rating.id}>
                <ReviewCard rating={rating} />
              </li>
            ))}
          </ul>
        </>
      );
  }
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <div>
        <h1 className="text-2xl font-bold">{t('reviews.title')}</h1>
        <p className="text-ink-muted">{t('reviews.subtitle')}</p>
      </div>
      {body}
      <MoreButton list={ratings} label={t('reviews.more')} />
    </div>
  );
}

/** Provider reviews (/service-providers/reviews): what clients said about me, the overall and each criterion averaged over the ratings loaded. */
export function ProviderReviewsScreen() {
  const user = useSignedInOnly();
  return user ? <ProviderReviewsPage /> : null;
}

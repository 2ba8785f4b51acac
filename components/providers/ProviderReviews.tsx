import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/LoadStates';
import { MoreButton } from '@/components/ui/MoreButton';
import { useProviderReviews } from '@/hooks/use-providers';
import { criteriaAverages, PROVIDER_CRITERIA } from '@/services/ratings';
import { CriteriaAverages } from './CriteriaAverages';
import { ReviewCard } from './ReviewCard';

/** The eight criteria averaged over the reviews loaded, then the reviews themselves, paged. */
export function ProviderReviews({ providerId }: { providerId: number }) {
  const { t } = useTranslation('requests');
  const reviews = useProviderReviews(providerId);
  if (reviews.isPending) return <LoadingState label={t('provider.reviews')} reserve="min-h-48" />;
  if (reviews.isError) return <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />;
  const items = reviews.data.pages.flatMap((page) => page.results);
  if (items.length === 0) return <EmptyState>{t('provider.noReviews')}</EmptyState>;
  const averages = criteriaAverages(items, PROVIDER_CRITERIA);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="text-sm text-ink-muted">{t('provider.criteriaBasis', { count: items.length })}</p>
        <CriteriaAverages criteria={PROVIDER_CRITERIA} averages={averages} labelOf={(criterion) => t(`rate.criteria.${criterion}`)} />
      </div>
      <ul className="flex flex-col gap-3">
        {items.map((rating) => (
          <li key={rating.id}>
            <ReviewCard rating={rating} />
          </li>
        ))}
      </ul>
      <MoreButton list={reviews} label={t('provider.more')} />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { MoreButton } from '@/components/ui/MoreButton';
import { QueryView } from '@/components/ui/QueryView';
import { useProviderReviews } from '@/hooks/reviews/use-reviews';
import { criteriaAverages, PROVIDER_CRITERIA } from '@/services/reviews/ratings';
import { CriteriaAverages } from './CriteriaAverages';
import { ReviewCard } from './ReviewCard';

/** The eight criteria averaged over the reviews loaded, then the reviews themselves, paged. */
export function ProviderReviews({ providerId }: { providerId: number }) {
  const { t } = useTranslation(['provider-profile', 'reviews']);
  const reviews = useProviderReviews(providerId);
  return (
    <QueryView query={reviews} loading={t('profile.reviews')} reserve="min-h-48" empty={t('profile.noReviews')}>
      {(loaded) => {
        const items = loaded.pages.flatMap((page) => page.results);
        const averages = criteriaAverages(items, PROVIDER_CRITERIA);
        return (
          <div className="flex flex-col gap-4">
            <div>
              <p className="text-sm text-ink-muted">{t('profile.criteriaBasis', { count: items.length })}</p>
              <CriteriaAverages
                criteria={PROVIDER_CRITERIA}
                averages={averages}
                labelOf={(criterion) => t(`reviews:rate.criteria.${criterion}`)}
              />
            </div>
            <ul className="flex flex-col gap-3">
              {items.map((rating) => (
                <li key={rating.id}>
                  <ReviewCard rating={rating} />
                </li>
              ))}
            </ul>
            <MoreButton list={reviews} label={t('profile.more')} />
          </div>
        );
      }}
    </QueryView>
  );
}

import { useTranslation } from 'react-i18next';
import { MoreButton } from '@/components/ui/MoreButton';
import { QueryView } from '@/components/ui/QueryView';
import { useProviderReviews } from '@/hooks/reviews/use-reviews';
import { CriteriaAverages } from './CriteriaAverages';
import { ReviewList } from './ReviewCard';

/** The eight criteria averaged over the reviews loaded, then the reviews themselves, paged. */
export function ProviderReviews({ providerId }: { providerId: number }) {
  const { t } = useTranslation('reviews');
  const reviews = useProviderReviews(providerId);
  return (
    <QueryView query={reviews} loading={t('profile.title')} reserve="min-h-48" empty={t('profile.none')}>
      {(loaded) => {
        const items = loaded.pages.flatMap((page) => page.results);
        return (
          <div className="flex flex-col gap-4">
            <div>
              <p className="text-sm text-ink-muted">{t('profile.basis', { count: items.length })}</p>
              <CriteriaAverages ratings={items} />
            </div>
            <ReviewList ratings={items} />
            <MoreButton list={reviews} label={t('profile.more')} />
          </div>
        );
      }}
    </QueryView>
  );
}

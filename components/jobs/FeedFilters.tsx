import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '@/components/ui/ChoiceChips';
import { OFFER_CHOICES, TIMING_CHOICES, type FeedFilters as Filters } from './feed-filters';

/** Job filters (spec §9): when the work is wanted, and how many offers a job has (3 = 3 or more); one of each, or all. */
export function FeedFilters({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const { t } = useTranslation('jobs');
  return (
    <div className="flex flex-col gap-3">
      <ChoiceChips
        label={t('filters.timing')}
        choices={TIMING_CHOICES}
        value={filters.timing ?? null}
        keyOf={(timing) => timing ?? 'all'}
        labelOf={(timing) => t(`filters.timings.${timing ?? 'all'}`)}
        onChange={(timing) => onChange({ ...filters, timing: timing ?? undefined })}
      />
      <ChoiceChips
        label={t('filters.offers')}
        choices={OFFER_CHOICES}
        value={filters.offers_count ?? null}
        keyOf={(count) => String(count ?? 'all')}
        labelOf={(count) => t(`filters.counts.${count ?? 'all'}`)}
        onChange={(count) => onChange({ ...filters, offers_count: count ?? undefined })}
      />
    </div>
  );
}

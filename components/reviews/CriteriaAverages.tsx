import { useTranslation } from 'react-i18next';
import { criteriaAverages, PROVIDER_CRITERIA, type Rating } from '@/services/reviews/ratings';
import { LIMITS } from '@/services/shared/limits';

/**
 * A provider's eight criteria averaged over `ratings` (those loaded): each out of LIMITS.ratingMax as a bar
 * and its value (one decimal, LTR); '–' where none scored it.
 */
export function CriteriaAverages({ ratings }: { ratings: readonly Rating[] }) {
  const { t } = useTranslation('reviews');
  const averages = criteriaAverages(ratings, PROVIDER_CRITERIA);
  return (
    <dl className="mt-2 grid gap-x-6 gap-y-2 tablet:grid-cols-2">
      {PROVIDER_CRITERIA.map((criterion) => (
        <div key={criterion} className="flex items-center justify-between gap-2">
          <dt>{t(`rate.criteria.${criterion}`)}</dt>
          <dd className="flex items-center gap-2">
            <span aria-hidden="true" className="h-2 w-24 rounded-full bg-slate-100">
              <span
                className="block h-2 rounded-full bg-amber-400"
                style={{ width: `${((averages[criterion] ?? 0) / LIMITS.ratingMax) * 100}%` }}
              />
            </span>
            <span dir="ltr" className="w-8 text-end tabular-nums">
              {averages[criterion]?.toFixed(1) ?? '–'}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

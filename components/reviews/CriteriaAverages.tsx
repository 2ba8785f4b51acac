import { LIMITS } from '@/services/shared/limits';

/** Each criterion's average out of LIMITS.ratingMax as a bar and its value (one decimal, LTR); '–' where none scored it. */
export function CriteriaAverages<C extends string>({
  criteria,
  averages,
  labelOf,
}: {
  criteria: readonly C[];
  averages: Record<C, number | null>;
  labelOf: (criterion: C) => string;
}) {
  return (
    <dl className="mt-2 grid gap-x-6 gap-y-2 tablet:grid-cols-2">
      {criteria.map((criterion) => (
        <div key={criterion} className="flex items-center justify-between gap-2">
          <dt>{labelOf(criterion)}</dt>
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

import { useTranslation } from 'react-i18next';
import { shownHireRate } from '@/services/jobs/hire-rate';
import type { JobDetails } from '@/services/jobs/jobs';
import { ltr } from '@/services/shared/format';

/**
 * What a provider weighs before paying for an offer, under the job's title: how many offers it has,
 * whether the client's phone is verified, and the client's hire rate once they have three requests.
 * Each line shows only when the answer sent its field (all optional: docs/api/marketplace.md).
 */
export function JobDecisionFacts({
  job,
}: {
  job: Pick<JobDetails, 'offers_count' | 'client_phone_verified' | 'client_hire_rate'>;
}) {
  const { t } = useTranslation('jobs');
  const rate = shownHireRate(job.client_hire_rate);
  const facts = [
    job.offers_count !== undefined && { key: 'offers', text: t('feed.offers', { count: job.offers_count }) },
    job.client_phone_verified !== undefined && {
      key: 'phone',
      text: job.client_phone_verified ? t('job.phoneVerified') : t('job.phoneNotVerified'),
    },
    rate !== null && { key: 'rate', text: t('job.hireRate', { rate: ltr(`${rate}%`) }) },
  ].filter((fact) => fact !== false);
  if (facts.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {facts.map((fact) => (
        <li key={fact.key}>{fact.text}</li>
      ))}
    </ul>
  );
}

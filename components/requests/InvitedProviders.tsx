import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';
import { publicProviderQueryOptions } from '@/hooks/provider-profile';

/** The providers the client invited onto this request, each a link to their profile. */
export function InvitedProviders({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation('requests');
  const providers = useQueries({ queries: ids.map((id) => publicProviderQueryOptions(id)) });
  if (ids.length === 0) return null;
  return (
    <section aria-labelledby="invited-title">
      <h2 id="invited-title" className="font-semibold">
        {t('details.invited')}
      </h2>
      <ul className="mt-1 flex flex-wrap gap-2">
        {ids.map((id, index) => (
          <li key={id}>
            <Link
              href={paths.providerProfile.getHref(id)}
              className="inline-flex min-h-11 items-center rounded-full bg-slate-100 px-3 text-sm text-brand-dark hover:underline"
            >
              <bdi dir="auto">{providers[index]?.data?.display_name ?? '…'}</bdi>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

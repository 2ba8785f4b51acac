import { useTranslation } from 'react-i18next';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';
import { useRole } from '@/hooks/shared/use-role';

/** An id that finds nothing (a category, a service, a request): 'No result found' and the way back. */
export function NotFoundState({ back }: { back?: { href: string; label: string } }) {
  const { t } = useTranslation(['common', 'MESSAGES']);
  const role = useRole();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t('MESSAGES:NO_RESULT')}</h1>
      <Link href={back?.href ?? paths.services.getHref(role)} className="btn-secondary mt-6">
        {back?.label ?? t('nav.allServices')}
      </Link>
    </div>
  );
}

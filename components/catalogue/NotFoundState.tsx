import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { useRolePrefix } from '@/hooks/use-role';

/** A category or service id that is not in the catalogue: 'No result found' and the way back. */
export function NotFoundState() {
  const { t } = useTranslation(['catalogue', 'MESSAGES']);
  const prefix = useRolePrefix();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t('MESSAGES:NO_RESULT')}</h1>
      <Link href={`${prefix}/services`} className="btn-secondary mt-6">
        {t('category.back')}
      </Link>
    </div>
  );
}

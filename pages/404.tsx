import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import { roleOfPath } from '@/services/shared/routes';

export default function NotFoundPage() {
  const { t } = useTranslation(['MESSAGES', 'common']);
  const role = roleOfPath(useRouter().asPath);
  useDocumentTitle(t('PAGE_NOT_FOUND'));
  return (
    <section className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-6xl font-bold text-slate-500" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">{t('PAGE_NOT_FOUND')}</h1>
      <p className="text-ink-muted">{t('common:notFound.body')}</p>
      <Link href={paths.home.getHref(role)} className="btn-primary">
        {t('common:notFound.home')}
      </Link>
    </section>
  );
}

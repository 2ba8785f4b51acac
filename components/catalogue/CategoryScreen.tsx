import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import Link from '@/components/ui/Link';
import { NotFoundState } from '@/components/ui/NotFoundState';
import { QueryView } from '@/components/ui/QueryView';
import { paths } from '@/config/paths';
import { useCategory } from '@/hooks/catalogue/use-catalogue-entry';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import { useRole } from '@/hooks/shared/use-role';
import { localized } from '@/services/shared/localized';
import { idFromQuery } from '@/services/shared/route-params';
import { useAppState } from '@/store/shared/app-store';
import { CategoryIcon } from './CategoryIcon';

/** A main category and its sub-services (/clients/categories/{id}, /service-providers/categories/{id}). */
export function CategoryScreen() {
  const { t } = useTranslation(['catalogue', 'common']);
  const language = useAppState((state) => state.language);
  const role = useRole();
  const category = useCategory(idFromQuery(useRouter().query.categoryId));
  const name = category.data ? localized(category.data, 'name', language) : '';
  useDocumentTitle(name || undefined);

  return (
    <QueryView query={category} loading={t('states.loading')} reserve="mx-auto max-w-6xl px-4 min-h-64">
      {(loaded) => {
        if (!loaded) return <NotFoundState />;
        return (
          <section className="mx-auto max-w-6xl px-4 py-8 tablet:py-10" aria-labelledby="category-title">
            <Link href={paths.services.getHref(role)} className="text-sm font-semibold text-brand-dark hover:underline">
              {t('common:nav.allServices')}
            </Link>
            <div className="mt-4 flex items-center gap-3">
              <CategoryIcon icon={loaded.icon} />
              <div className="min-w-0">
                <h1 id="category-title" className="text-2xl font-bold tablet:text-3xl">
                  {name}
                </h1>
                <p className="text-ink-muted">{localized(loaded, 'description', language)}</p>
              </div>
            </div>
            <ul
              className="mt-6 grid gap-3 tablet:grid-cols-2"
              aria-label={t('category.servicesLabel', { category: name })}
            >
              {loaded.sub_services.map((service) => (
                <li key={service.id}>
                  <Link
                    href={paths.service.getHref(role, service.id)}
                    className="flex h-full flex-col gap-1 rounded-2xl border border-slate-200 p-4 hover:border-brand"
                  >
                    <span className="font-semibold">{localized(service, 'name', language)}</span>
                    <span className="text-sm text-ink-muted">{localized(service, 'description', language)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      }}
    </QueryView>
  );
}

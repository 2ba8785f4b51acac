import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Link from '@/components/ui/Link';
import { QueryView } from '@/components/ui/QueryView';
import { paths } from '@/config/paths';
import { useCategories } from '@/hooks/catalogue/use-catalogue';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import { useRole } from '@/hooks/shared/use-role';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';
import { CategoryIcon } from './CategoryIcon';
import { ServiceSearchBox, ServiceSearchResults } from './ServiceSearch';

/** Every main category with its sub-services (a guest page: /clients/services, /service-providers/services). */
export function ServicesScreen() {
  const { t } = useTranslation('catalogue');
  const language = useAppState((state) => state.language);
  const categories = useCategories();
  const role = useRole();
  const [query, setQuery] = useState('');
  const searching = query.trim() !== '';
  useDocumentTitle(t('services.title'));

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 tablet:py-10" aria-labelledby="services-title">
      <h1 id="services-title" className="text-2xl font-bold tablet:text-3xl">
        {t('services.title')}
      </h1>
      <p className="mt-2 text-ink-muted">{t('services.subtitle')}</p>
      <ServiceSearchBox query={query} onQuery={setQuery} />
      {searching && categories.isSuccess && <ServiceSearchResults categories={categories.data} query={query} />}

      <div className="mt-6" hidden={searching && categories.isSuccess}>
        <QueryView query={categories} loading={t('states.loading')} empty={t('states.empty')}>
          {(list) => (
            <ul className="grid gap-6 tablet:grid-cols-2" aria-label={t('services.listLabel')}>
              {list.map((category) => (
                <li
                  key={category.id}
                  id={`category-${category.id}`}
                  className="scroll-mt-24 rounded-2xl border border-slate-200 p-4"
                >
                  <section aria-labelledby={`category-${category.id}-title`}>
                    <div className="flex items-center gap-3">
                      <CategoryIcon icon={category.icon} />
                      <div className="min-w-0">
                        <h2 id={`category-${category.id}-title`} className="text-lg font-semibold">
                          <Link href={paths.category.getHref(role, category.id)} className="hover:underline">
                            {localized(category, 'name', language)}
                          </Link>
                        </h2>
                        <p className="text-sm text-ink-muted">{localized(category, 'description', language)}</p>
                      </div>
                    </div>
                    <ul className="mt-4 divide-y divide-slate-100" aria-label={localized(category, 'name', language)}>
                      {category.sub_services.map((service) => (
                        <li key={service.id}>
                          <Link
                            href={paths.service.getHref(role, service.id)}
                            className="block rounded-lg px-2 py-2 hover:bg-slate-50"
                          >
                            <span className="block font-medium">{localized(service, 'name', language)}</span>
                            <span className="block text-sm text-ink-muted">
                              {localized(service, 'description', language)}
                            </span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </section>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </section>
  );
}

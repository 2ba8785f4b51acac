import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import Link from '@/components/ui/Link';
import { SearchField } from '@/components/ui/SearchField';
import { paths } from '@/config/paths';
import { useRole } from '@/hooks/shared/use-role';
import type { MainCategory } from '@/services/catalogue/catalogue';
import { searchSubServices } from '@/services/catalogue/search';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';

/** The search box over every sub-service, in both languages (services/catalogue/search.ts folds Arabic). */
export function ServiceSearchBox({ query, onQuery }: { query: string; onQuery: (query: string) => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="mt-6">
      <SearchField
        label={t('services.searchLabel')}
        placeholder={t('services.searchPlaceholder')}
        value={query}
        onChange={onQuery}
      />
    </div>
  );
}

/** What the search found: each service with its category, or 'No result found'. */
export function ServiceSearchResults({ categories, query }: { categories: readonly MainCategory[]; query: string }) {
  const { t } = useTranslation(['catalogue', 'MESSAGES']);
  const language = useAppState((state) => state.language);
  const role = useRole();
  const matches = searchSubServices(categories, useDeferredValue(query));
  return (
    <section className="mt-6" aria-label={t('services.resultsLabel')}>
      <p role="status" className="text-sm text-ink-muted">
        {matches.length === 0 ? t('MESSAGES:NO_RESULT') : t('services.resultsCount', { count: matches.length })}
      </p>
      {matches.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200">
          {matches.map(({ service, category }) => (
            <li key={service.id}>
              <Link href={paths.service.getHref(role, service.id)} className="block px-4 py-3 hover:bg-slate-50">
                <span className="block font-medium">{localized(service, 'name', language)}</span>
                <span className="block text-sm text-ink-muted">
                  {t('services.inCategory', { category: localized(category, 'name', language) })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

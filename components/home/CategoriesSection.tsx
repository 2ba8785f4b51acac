import { useTranslation } from 'react-i18next';
import { CategoryIcon } from '@/components/catalogue';
import Link from '@/components/ui/Link';
import { QueryView } from '@/components/ui/QueryView';
import { paths } from '@/config/paths';
import { useCategories } from '@/hooks/catalogue';
import { useRole } from '@/hooks/shared/use-role';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';

/** The main categories, each a link to its place on the services page. */
export function CategoriesSection() {
  const { t } = useTranslation('home');
  const language = useAppState((state) => state.language);
  const role = useRole();
  const categories = useCategories();

  return (
    <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="home-categories">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="home-categories" className="text-xl font-bold tablet:text-2xl">
          {t('categories.title')}
        </h2>
        <Link
          href={paths.services.getHref(role)}
          className="text-sm font-semibold text-brand-dark underline-offset-4 hover:underline"
        >
          {t('categories.all')}
        </Link>
      </div>
      <div className="mt-4">
        {/* Ten categories (the catalogue's size) while loading: 5, 4 or 2 rows of cards. */}
        <QueryView
          query={categories}
          loading={t('categories.loading')}
          reserve="min-h-160 tablet:min-h-128 desktop:min-h-64"
          empty={t('categories.empty')}
        >
          {(list) => (
            <ul className="grid grid-cols-2 gap-3 tablet:grid-cols-3 desktop:grid-cols-5">
              {list.map((category) => (
                <li key={category.id}>
                  <Link
                    href={paths.category.getHref(role, category.id)}
                    className="flex h-full flex-col items-start gap-2 rounded-2xl border border-slate-200 p-3 text-start hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    <CategoryIcon icon={category.icon} className="h-10 w-10" />
                    <span className="font-semibold">{localized(category, 'name', language)}</span>
                    <span className="text-xs text-ink-muted">
                      {t('categories.services', { count: category.sub_services.length })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { LoadMoreButton } from '@/components/ui/LoadMoreButton';
import { PageHeading } from '@/components/ui/PageHeading';
import { QueryView } from '@/components/ui/QueryView';
import { usePageMeta } from '@/hooks/content/use-page-meta';
import { useArticles } from '@/hooks/content/use-reading';
import { useRole } from '@/hooks/shared/use-role';
import { ArticleCard } from './ArticleCard';

/** Articles and tips (/<role>/articles): newest first, a page at a time, each with its reading time. */
export function ArticlesScreen() {
  const { t } = useTranslation('content');
  const role = useRole();
  const articles = useArticles();
  usePageMeta(t('articles.title'), t('articles.description'));
  const body = (
    <QueryView query={articles} loading={t('articles.loading')} reserve="min-h-96" empty={t('articles.empty')}>
      {(data) => (
        <ul className="grid gap-4 tablet:grid-cols-2">
          {data.pages
            .flatMap((page) => page.results)
            .map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} role={role} />
              </li>
            ))}
        </ul>
      )}
    </QueryView>
  );
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t('articles.title')} subtitle={t('articles.subtitle')} />
      {body}
      <LoadMoreButton list={articles} label={t('articles.more')} />
    </div>
  );
}

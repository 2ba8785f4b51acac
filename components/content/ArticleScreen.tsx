import { useRouter } from 'next/router';
import { useTranslation } from 'react-i18next';
import { DirectionalIcon } from '@/components/ui/DirectionalIcon';
import Link from '@/components/ui/Link';
import { QueryView } from '@/components/ui/QueryView';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/hooks/content/use-page-meta';
import { useArticle, useArticles } from '@/hooks/content/use-reading';
import { useRole } from '@/hooks/shared/use-role';
import { AppError } from '@/services/api/errors';
import { localized } from '@/services/shared/localized';
import { idFromQuery } from '@/services/shared/route-params';
import { useAppState } from '@/store/shared/app-store';
import { ArticleBody } from './ArticleBody';
import { ArticleCard, ArticleCover, ArticleFacts } from './ArticleCard';

/** How many other articles an article suggests. */
const RELATED = 3;

/** An article (/<role>/articles/{id}): its body through the sanitiser, then related articles; 'The article not found' for an unknown id. */
export function ArticleScreen() {
  const { t } = useTranslation(['content', 'MESSAGES']);
  const language = useAppState((state) => state.language);
  const role = useRole();
  const id = idFromQuery(useRouter().query.articleId);
  const known = Number.isFinite(id);
  const article = useArticle(known ? id : null);
  const others = useArticles();
  const title = article.data ? localized(article.data, 'title', language) : t('articles.title');
  usePageMeta(title, article.data ? localized(article.data, 'summary', language) : t('articles.description'));

  const back = (
    <Link href={paths.articles.getHref(role)} className="text-sm font-semibold text-brand-dark hover:underline">
      <DirectionalIcon points="back" className="h-4 w-4 align-text-bottom" /> {t('articles.back')}
    </Link>
  );
  if (!known || (article.error instanceof AppError && article.error.status === 404)) {
    return (
      <div className="flex flex-col items-start gap-4 py-6">
        <h1 className="text-2xl font-bold">{t('MESSAGES:ARTICLE_NOT_FOUND')}</h1>
        {back}
      </div>
    );
  }
  return (
    <QueryView query={article} loading={t('articles.loadingArticle')} reserve="min-h-96">
      {(loaded) => {
        const related = (others.data?.pages[0]?.results ?? []).filter((item) => item.id !== id).slice(0, RELATED);
        return (
          <div className="flex flex-col gap-6">
            {back}
            <article className="flex flex-col gap-4">
              <header className="flex flex-col gap-2">
                <h1 className="text-2xl font-bold">{title}</h1>
                <ArticleFacts article={loaded} />
                <p className="text-lg text-ink-muted">{localized(loaded, 'summary', language)}</p>
              </header>
              <ArticleCover src={loaded.cover_image} />
              <ArticleBody html={localized(loaded, 'body', language)} />
            </article>
            {related.length > 0 && (
              <section
                aria-labelledby="related-articles"
                className="flex flex-col gap-4 border-t border-slate-200 pt-4"
              >
                <h2 id="related-articles" className="text-xl font-bold">
                  {t('articles.related')}
                </h2>
                <ul className="grid gap-4 tablet:grid-cols-2">
                  {related.map((item) => (
                    <li key={item.id}>
                      <ArticleCard article={item} role={role} headingLevel="h3" />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        );
      }}
    </QueryView>
  );
}

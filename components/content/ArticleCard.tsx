import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';
import { usePlace } from '@/hooks/shared/use-place';
import type { ArticleSummary } from '@/services/content/content';
import { formatDate } from '@/services/shared/format';
import { localized } from '@/services/shared/localized';
import type { Role } from '@/services/shared/routes';
import { useAppState } from '@/store/shared/app-store';

/** An article in a list: its title (the link), summary, date and reading time. */
export function ArticleCard({
  article,
  role,
  headingLevel = 'h2',
}: {
  article: ArticleSummary;
  role: Role;
  headingLevel?: 'h2' | 'h3';
}) {
  const language = useAppState((state) => state.language);
  const Heading = headingLevel;
  return (
    <Card as="article" className="flex h-full flex-col gap-2">
      <ArticleCover src={article.cover_image} lazy />
      <Heading className="text-lg font-semibold">
        <Link href={paths.article.getHref(role, article.id)} className="hover:underline">
          {localized(article, 'title', language)}
        </Link>
      </Heading>
      <p className="flex-1 text-ink-muted">{localized(article, 'summary', language)}</p>
      <ArticleFacts article={article} />
    </Card>
  );
}

/**
 * The article's picture, 16:9 with its room kept before it loads (no shift); decorative, since
 * the title beside it says what it is. A list's pictures load as they near the screen.
 */
export function ArticleCover({ src, lazy = false }: { src: string | undefined; lazy?: boolean }) {
  if (!src) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the backend's picture, any origin the CSP allows; next/image's optimiser is not used here
    <img
      src={src}
      alt=""
      width={320}
      height={180}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      className="aspect-video w-full rounded-lg bg-slate-100 object-cover"
    />
  );
}

/** The date and the reading time, as one line. */
export function ArticleFacts({ article }: { article: ArticleSummary }) {
  const { t } = useTranslation('content');
  const place = usePlace();
  return (
    <p className="text-sm text-ink-muted empty:hidden">
      {article.published_at && <time dateTime={article.published_at}>{formatDate(article.published_at, place)}</time>}
      {article.published_at && article.reading_minutes !== undefined && ' · '}
      {article.reading_minutes !== undefined && t('articles.readingTime', { minutes: article.reading_minutes })}
    </p>
  );
}

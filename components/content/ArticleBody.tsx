import { useMemo } from 'react';
import { API_BASE_URL } from '@/services/api/config';
import { sanitizeArticleHtml } from '@/services/content/sanitize-html';

/** The look of an article's elements (the sanitiser sets these; the backend's own classes and styles never survive). */
const LOOK = {
  h2: 'text-xl font-bold',
  h3: 'text-lg font-semibold',
  h4: 'font-semibold',
  ul: 'list-disc ps-5',
  ol: 'list-decimal ps-5',
  a: 'text-brand-dark underline',
  img: 'rounded-lg',
  blockquote: 'rounded-lg bg-slate-50 p-4',
};

/** An article's rich text from the backend, through the allow-list (services/content/sanitize-html.ts) and nothing else. */
export function ArticleBody({ html }: { html: string }) {
  const safe = useMemo(
    () =>
      sanitizeArticleHtml(html, {
        origin: window.location.origin,
        imageOrigins: API_BASE_URL ? [new URL(API_BASE_URL).origin] : [],
        classes: LOOK,
      }),
    [html],
  );
  return <div className="flex flex-col gap-4" dangerouslySetInnerHTML={{ __html: safe }} />;
}

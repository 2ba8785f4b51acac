import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import { pageMetaTags } from '@/services/content/seo';
import { siteOrigin } from '@/services/shared/site-url';
import { useAppState } from '@/store/shared/app-store';

/** The head elements this hook owns, marked so a later page replaces them and nothing else. */
const OWNED = 'data-page-meta';

function append(tag: 'meta' | 'link', attributes: Record<string, string>): void {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.setAttribute(OWNED, '');
  document.head.appendChild(element);
}

/**
 * A public page's title, description, canonical URL and hreflang alternates (ar, en, x-default),
 * written into <head> (the app is client-rendered, and crawlers run it; next/head would add weight
 * to every route). Removed when the page goes.
 */
export function usePageMeta(title: string, description: string): void {
  useDocumentTitle(title);
  const path = useRouter().asPath;
  const language = useAppState((state) => state.language);
  useEffect(() => {
    const tags = pageMetaTags({ origin: siteOrigin(), path, language, description });
    append('meta', { name: 'description', content: tags.description });
    append('link', { rel: 'canonical', href: tags.canonical });
    for (const [hreflang, href] of Object.entries(tags.alternates))
      append('link', { rel: 'alternate', hreflang, href });
    return () => document.head.querySelectorAll(`[${OWNED}]`).forEach((element) => element.remove());
  }, [path, language, description]);
}

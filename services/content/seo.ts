import { LANGUAGE_CODES, type Language } from '@/locales/languages';
import { ROLE_PREFIX, roleOfPath } from '@/services/shared/routes';
import PUBLIC_PAGES from './public-pages.json';

export interface PageMetaTags {
  description: string;
  canonical: string;
  /** hreflang → URL, `x-default` included. */
  alternates: Record<string, string>;
}

/**
 * A public page's canonical URL and its language alternates. The language is a query parameter
 * (`?lang=`, §1), so each language has its own URL; `x-default` has none (the reader's saved or
 * default language). A page whose text is the same under both prefixes is canonical under /clients.
 */
export function pageMetaTags({
  origin,
  path,
  language,
  description,
}: {
  origin: string;
  path: string;
  language: Language;
  description: string;
}): PageMetaTags {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const role = roleOfPath(pathname);
  const rest = pathname.slice(ROLE_PREFIX[role].length);
  const word = rest.split('/').filter(Boolean)[0] ?? '';
  const canonicalPath = PUBLIC_PAGES.shared.includes(word) ? `${ROLE_PREFIX.client}${rest}` : pathname;
  const url = (lang?: Language) => `${origin}${canonicalPath}${lang ? `?lang=${lang}` : ''}`;
  const alternates: Record<string, string> = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, url(code)]));
  alternates['x-default'] = url();
  return { description, canonical: url(language), alternates };
}

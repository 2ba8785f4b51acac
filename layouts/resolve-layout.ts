import { roleOfPath, type Role } from '@/services/shared/routes';

/**
 * The layout of a page, from its path (spec §2). Words are matched against whole
 * path segments, so /clients/articles-archive is not "articles" and
 * /clients/my-services is not "services". Rules are tried in the spec's order.
 */
export type LayoutName = 'bare' | 'help-center' | 'articles' | 'settings' | 'auth' | 'main';

const RULES: ReadonlyArray<readonly [LayoutName, readonly string[]]> = [
  ['bare', ['homepage', 'categories', 'services', 'mainhomepage', 'testimonials']],
  ['help-center', ['help-center']],
  [
    'articles',
    ['articles', 'article', 'data-and-privacy', 'about-us', 'tips-for-dealing', 'safety-and-security', 'terms-of-use'],
  ],
  ['settings', ['settings']],
  ['auth', ['auth']],
];

export interface ResolvedLayout {
  layout: LayoutName;
  role: Role;
}

export function resolveLayout(path: string): ResolvedLayout {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const segments = new Set(pathname.split('/').filter(Boolean));
  const match = RULES.find(([, words]) => words.some((word) => segments.has(word)));
  return { layout: match ? match[0] : 'main', role: roleOfPath(pathname) };
}

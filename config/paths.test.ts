// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageRoutes } from './page-routes';
import { paths, ROLE_PREFIX, type Role } from './paths';

interface Entry {
  name: string;
  route: string;
  getHref: (...args: unknown[]) => string;
}

/** Every entry of the table, nested ones (`auth.login`) by their dotted name. */
function entries(node: object = paths, prefix = ''): Entry[] {
  return Object.entries(node).flatMap(([key, value]: [string, object]) =>
    'getHref' in value && 'route' in value
      ? [{ ...(value as Omit<Entry, 'name'>), name: `${prefix}${key}` }]
      : entries(value, `${prefix}${key}.`),
  );
}

const ROLES: Role[] = ['client', 'provider'];

/** A route as each side spells it: `<role>` becomes both prefixes; without it, the route itself. */
function concrete(route: string): string[] {
  return route.startsWith('/<role>') ? ROLES.map((role) => route.replace('/<role>', ROLE_PREFIX[role])) : [route];
}

/** The href an entry builds with each `{id}` filled by its own placeholder (the role first where it has one). */
function hrefsOf(entry: Entry): string[] {
  const ids = [...entry.route.matchAll(/\{(\w+)\}/g)].map((match) => `{${match[1]}}`);
  if (!entry.route.startsWith('/<role>')) return [entry.getHref(...ids)];
  return ROLES.map((role) => entry.getHref(role, ...ids));
}

/** The routes docs/routes.md lists (the backticked paths of its first column). */
function documentedRoutes(): string[] {
  const doc = readFileSync(join(process.cwd(), 'docs', 'routes.md'), 'utf8');
  const map = doc.slice(doc.indexOf('| route | what it is |'));
  const rows = map.slice(0, map.indexOf('\n\n')).split('\n').slice(2);
  return rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''));
}

describe('the route table (config/paths.ts)', () => {
  const all = entries();

  it.each(all.map((entry) => [entry.name, entry] as const))('%s builds the href its route names', (_name, entry) => {
    expect(hrefsOf(entry)).toEqual(concrete(entry.route));
  });

  it('names every page in pages/ and nothing that is not a page or one of the redirects in next.config.ts', () => {
    const pages = pageRoutes(join(process.cwd(), 'pages'))
      .map((route) => route.page)
      .filter((page) => page !== '/404');
    const table = all
      .filter((entry) => entry.name !== 'root' && entry.name !== 'roleRoot')
      .flatMap((entry) => concrete(entry.route.split('?')[0] ?? ''))
      .map((route) => route.replace(/\{(\w+)\}/g, '[$1]'));
    expect([...new Set(table)].sort()).toEqual(pages.sort());
  });

  it('is docs/routes.md: every route in both, the same way', () => {
    const table = new Set(all.flatMap((entry) => concrete(entry.route)));
    const documented = new Set(documentedRoutes().flatMap(concrete));
    expect([...documented].filter((route) => !table.has(route))).toEqual([]);
    expect([...table].filter((route) => !documented.has(route))).toEqual([]);
  });

  it('keeps the query parameters it is given and leaves out the ones it is not', () => {
    expect(paths.jobOpportunities.getHref({ timing: 'urgent', offers: 0 })).toBe(
      '/service-providers/job-opportunities?timing=urgent&offers=0',
    );
    expect(paths.jobOpportunities.getHref({ timing: undefined })).toBe('/service-providers/job-opportunities');
    expect(paths.auth.login.getHref('provider', { next: '/service-providers/balance?payment=p1' })).toBe(
      '/service-providers/auth/login?next=%2Fservice-providers%2Fbalance%3Fpayment%3Dp1',
    );
    expect(paths.helpTopic.getHref('client', 3, 'question-7')).toBe('/clients/help-center/3#question-7');
    expect(paths.request.getHref(6002, 'offers')).toBe('/clients/my-requests/6002#offers');
  });
});

import { paths } from '@/config/paths';
import type { CommonKey } from '@/locales/keys';
import { type Role } from '@/services/shared/routes';

/**
 * The links the header shows at first paint (in every route's first load); what only the menus and the
 * footer show, in their own chunks, is in ./menu-links.ts.
 */

/** A link of the shell: where it goes and its `common` i18n key. */
export interface NavLink {
  href: string;
  labelKey: CommonKey;
}

/** The role's main navigation (spec §1, §6). A page not built yet answers with the 404 page, never a crash. */
export function roleNavLinks(role: Role): NavLink[] {
  if (role === 'provider') {
    return [
      { href: paths.jobOpportunities.getHref(), labelKey: 'nav.jobOpportunities' },
      { href: paths.scheduledWorks.getHref(), labelKey: 'nav.scheduledWorks' },
      { href: paths.submittedOffers.getHref(), labelKey: 'nav.submittedOffers' },
    ];
  }
  return [
    { href: paths.home.getHref(role), labelKey: 'nav.home' },
    { href: paths.services.getHref(role), labelKey: 'nav.services' },
    { href: paths.myRequests.getHref(), labelKey: 'nav.myRequests' },
  ];
}

/** The reading pages the header shows too, after the role's links (desktop bar and phone drawer); the footer lists them first. */
export function headerReadingLinks(role: Role): NavLink[] {
  return [
    { href: paths.helpCenter.getHref(role), labelKey: 'footer.links.helpCenter' },
    { href: paths.articles.getHref(role), labelKey: 'footer.links.articles' },
  ];
}

/** Whether `href` is the page at `path` (query and hash ignored), for `aria-current`. */
export function isCurrent(href: string, path: string): boolean {
  return (path.split(/[?#]/)[0] ?? '') === href;
}

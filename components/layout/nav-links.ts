import type { CommonKey } from '@/locales/keys';
import { homePath, ROLE_PREFIX, type Role } from '@/services/routes';
import type { UserProfile } from '@/services/types';

/** A link of the shell: where it goes and its `common` i18n key. */
export interface NavLink {
  href: string;
  labelKey: CommonKey;
}

/** The role's main navigation (§1, §6). A page not built yet answers with the 404 page, never a crash. */
export function roleNavLinks(role: Role): NavLink[] {
  const prefix = ROLE_PREFIX[role];
  if (role === 'provider') {
    return [
      { href: `${prefix}/job-opportunities`, labelKey: 'nav.jobOpportunities' },
      { href: `${prefix}/scheduled-works`, labelKey: 'nav.scheduledWorks' },
      { href: `${prefix}/submitted-offers`, labelKey: 'nav.submittedOffers' },
    ];
  }
  return [
    { href: homePath(role), labelKey: 'nav.home' },
    { href: `${prefix}/services`, labelKey: 'nav.services' },
    { href: `${prefix}/my-requests`, labelKey: 'nav.myRequests' },
  ];
}

/** The user menu's links of the role, after settings: a provider's reviews. */
export function userMenuLinks(role: Role): NavLink[] {
  return role === 'provider' ? [{ href: `${ROLE_PREFIX[role]}/reviews`, labelKey: 'nav.myReviews' }] : [];
}

/** The reading pages linked from the footer (help center, articles and the legal pages use their own layouts). */
export function readingLinks(role: Role): NavLink[] {
  const prefix = ROLE_PREFIX[role];
  return [
    { href: `${prefix}/help-center`, labelKey: 'footer.links.helpCenter' },
    { href: `${prefix}/articles`, labelKey: 'footer.links.articles' },
    { href: `${prefix}/tips-for-dealing`, labelKey: 'footer.links.tipsForDealing' },
    { href: `${prefix}/testimonials`, labelKey: 'footer.links.testimonials' },
    { href: `${prefix}/about-us`, labelKey: 'footer.links.aboutUs' },
    { href: `${prefix}/contact-us`, labelKey: 'footer.links.contactUs' },
    { href: `${prefix}/terms-of-use`, labelKey: 'footer.links.termsOfUse' },
    { href: `${prefix}/data-and-privacy`, labelKey: 'footer.links.dataAndPrivacy' },
    { href: `${prefix}/safety-and-security`, labelKey: 'footer.links.safetyAndSecurity' },
  ];
}

/** The reading pages the header shows too, after the role's links (desktop bar and phone drawer). */
export function headerReadingLinks(role: Role): NavLink[] {
  return readingLinks(role).slice(0, 2);
}

export function settingsHref(role: Role): string {
  return `${ROLE_PREFIX[role]}/settings`;
}

/** Whether `href` is the page at `path` (query and hash ignored), for `aria-current`. */
export function isCurrent(href: string, path: string): boolean {
  return (path.split(/[?#]/)[0] ?? '') === href;
}

/** The name shown for a signed-in person: first and last name, else the email. */
export function displayName(profile: UserProfile): string {
  const { first_name: first, last_name: last, email } = profile.user;
  return `${first} ${last}`.trim() || email;
}

import { paths } from '@/config/paths';
import type { CommonKey } from '@/locales/keys';
import type { UserProfile } from '@/services/api/types';
import { type Role } from '@/services/shared/routes';

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

/** The user menu's links of the role, after settings: a provider's reviews. */
export function userMenuLinks(role: Role): NavLink[] {
  return role === 'provider' ? [{ href: paths.reviews.getHref(role), labelKey: 'nav.myReviews' }] : [];
}

/** The reading pages linked from the footer (help center, articles and the legal pages use their own layouts). */
export function readingLinks(role: Role): NavLink[] {
  return [
    { href: paths.helpCenter.getHref(role), labelKey: 'footer.links.helpCenter' },
    { href: paths.articles.getHref(role), labelKey: 'footer.links.articles' },
    { href: paths.tipsForDealing.getHref(role), labelKey: 'footer.links.tipsForDealing' },
    { href: paths.testimonials.getHref(role), labelKey: 'footer.links.testimonials' },
    { href: paths.aboutUs.getHref(role), labelKey: 'footer.links.aboutUs' },
    { href: paths.contactUs.getHref(role), labelKey: 'footer.links.contactUs' },
    { href: paths.termsOfUse.getHref(role), labelKey: 'footer.links.termsOfUse' },
    { href: paths.dataAndPrivacy.getHref(role), labelKey: 'footer.links.dataAndPrivacy' },
    { href: paths.safetyAndSecurity.getHref(role), labelKey: 'footer.links.safetyAndSecurity' },
  ];
}

/** The reading pages the header shows too, after the role's links (desktop bar and phone drawer). */
export function headerReadingLinks(role: Role): NavLink[] {
  return readingLinks(role).slice(0, 2);
}

export function settingsHref(role: Role): string {
  return paths.settings.index.getHref(role);
}

/** Whether `href` is the page at `path` (query and hash ignored), for `aria-current`. */
export function isCurrent(href: string, path: string): boolean {
  return (path.split(/[?#]/)[0] ?? '') === href;
}

/** The name shown for a signed-in person: first and last name, else the email, else `unnamed` (a profile of the spec's fields only). */
export function displayName(profile: UserProfile, unnamed: string): string {
  const { first_name: first, last_name: last, email } = profile.user;
  return `${first} ${last}`.trim() || email || unnamed;
}

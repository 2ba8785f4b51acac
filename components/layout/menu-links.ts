import { paths } from '@/config/paths';
import type { UserProfile } from '@/services/api/types';
import { type Role } from '@/services/shared/routes';
import { headerReadingLinks, type NavLink } from './nav-links';

/** What only the menus and the footer show: each is its own chunk, so none of this is in a first load. */

/** The user menu's links of the role, after settings: a provider's reviews. */
export function userMenuLinks(role: Role): NavLink[] {
  return role === 'provider' ? [{ href: paths.reviews.getHref(role), labelKey: 'nav.myReviews' }] : [];
}

/** The reading pages linked from the footer (help center, articles and the legal pages use their own layouts). */
export function readingLinks(role: Role): NavLink[] {
  return [
    ...headerReadingLinks(role),
    { href: paths.tipsForDealing.getHref(role), labelKey: 'footer.links.tipsForDealing' },
    { href: paths.testimonials.getHref(role), labelKey: 'footer.links.testimonials' },
    { href: paths.aboutUs.getHref(role), labelKey: 'footer.links.aboutUs' },
    { href: paths.contactUs.getHref(role), labelKey: 'footer.links.contactUs' },
    { href: paths.termsOfUse.getHref(role), labelKey: 'footer.links.termsOfUse' },
    { href: paths.dataAndPrivacy.getHref(role), labelKey: 'footer.links.dataAndPrivacy' },
    { href: paths.safetyAndSecurity.getHref(role), labelKey: 'footer.links.safetyAndSecurity' },
  ];
}

export function settingsHref(role: Role): string {
  return paths.settings.index.getHref(role);
}

/** The name shown for a signed-in person: first and last name, else the email, else `unnamed` (a profile of the spec's fields only). */
export function displayName(profile: UserProfile, unnamed: string): string {
  const { first_name: first, last_name: last, email } = profile.user;
  return `${first} ${last}`.trim() || email || unnamed;
}

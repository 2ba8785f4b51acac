import { freeOffersLeft } from '@/services/offers';
import { ratingMean } from '@/services/reviews';
import { isPaused } from '../../rules/provider-account/provider-profile';
import { averageScore } from '../../rules/reviews/scores';
import { clock, dayOf } from '../../shared/clock';
import { db } from '../../shared/db';
import { fail } from '../../shared/http';
import { fullName, userOf } from '../auth/users';
import { cityRef } from '../shared/places';
import type { SandboxUser } from '../../data/auth/accounts';
import type { SandboxProviderProfile } from '../../data/provider-account/providers';
import type { ProviderProfile, ProviderSummary } from '../../data/shared/records';

/* The provider profiles table: lookups, track record, and a profile as its owner, a client and a list show it. */

const market = () => db.state.market;

export function profileOf(userId: number): SandboxProviderProfile | undefined {
  return market().providers.find((profile) => profile.user === userId);
}

export function requireProvider(user: SandboxUser): SandboxProviderProfile {
  return profileOf(user.id) ?? fail(403, { text: 'A service provider profile is required' });
}

export function isPausedNow(profile: SandboxProviderProfile): boolean {
  return isPaused(profile.paused_until, clock.now());
}

/** Average of the clients' ratings, how many, and the jobs completed after being hired. */
function providerStats(userId: number): Pick<ProviderSummary, 'rating_average' | 'ratings_count' | 'completed_jobs'> {
  const ratings = market().ratings.filter(
    (rating) => rating.rated === userId && rating.direction === 'client_to_provider',
  );
  const completed = market().offers.filter(
    (offer) =>
      offer.provider === userId &&
      offer.status === 'hired' &&
      market().requests.find((request) => request.id === offer.request)?.status === 'completed',
  );
  return {
    rating_average: ratingMean(ratings.map((rating) => averageScore(rating.scores))),
    ratings_count: ratings.length,
    completed_jobs: completed.length,
  };
}

/** A company by its name, a person by their full name. */
export function providerName(profile: SandboxProviderProfile): string {
  const user = userOf(profile.user);
  return profile.account_type === 'company' && user?.company_name ? user.company_name : fullName(user);
}

export function toProviderSummary(profile: SandboxProviderProfile): ProviderSummary {
  return {
    id: profile.user,
    display_name: providerName(profile),
    account_type: profile.account_type,
    profile_photo: userOf(profile.user)?.profile_photo ?? null,
    main_category: profile.main_category,
    city: cityRef(profile.city),
    ...providerStats(profile.user),
  };
}

/** A provider who has no profile (any more) still has a name on their offers. */
export function bareProviderSummary(userId: number): ProviderSummary {
  return {
    id: userId,
    display_name: fullName(userOf(userId)),
    account_type: 'personal',
    profile_photo: null,
    main_category: null,
    city: null,
    rating_average: null,
    ratings_count: 0,
    completed_jobs: 0,
  };
}

export function toProviderProfile(profile: SandboxProviderProfile): ProviderProfile {
  const { free_offers_day: _day, free_offers_used: _used, daily_spend_cap: _cap, ...visible } = profile;
  return {
    ...visible,
    display_name: providerName(profile),
    free_offers_left: freeOffersLeft(profile, dayOf(clock.now())),
    ...providerStats(profile.user),
  };
}

import { toProviderSummary } from '../provider-account/providers';
import type { SandboxProviderProfile } from '../../data/provider-account/providers';
import type { PublicProviderProfile } from '../../data/shared/records';

/* A provider's public profile: what a client (or anyone) sees of them. */

export function toPublicProvider(profile: SandboxProviderProfile): PublicProviderProfile {
  return {
    ...toProviderSummary(profile),
    description: profile.description,
    sub_services: profile.sub_services,
    gallery: profile.gallery,
    languages: profile.languages,
    covered_areas: profile.covered_areas,
    member_since: profile.created_at,
  };
}

import { LIMITS } from '@/services/shared/limits';
import type { YupBuilders } from '@/services/shared/schema';
import { V } from '@/services/shared/validation-messages';
import { CLIENT_CRITERIA, PROVIDER_CRITERIA } from './ratings';

/** One rating criterion: 1 to 5 stars, required. */
export const starsField = (y: YupBuilders) =>
  y
    .number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(V.starsRequired)
    .required(V.starsRequired)
    .integer(V.starsRequired)
    .min(LIMITS.ratingMin, V.starsRequired)
    .max(LIMITS.ratingMax, V.starsRequired);

/** The hired provider's rating of the client (spec §3): the three criteria 1–5 stars, and the experience. */

export const rateClientSchema = (y: YupBuilders) =>
  y.object({
    ...Object.fromEntries(CLIENT_CRITERIA.map((criterion) => [criterion, starsField(y)])),
    experience: y.string().trim().required(V.required).max(LIMITS.ratingExperienceMax, V.tooLong),
  });
/** A client's rating of the hired provider (spec §3): each of the eight criteria 1–5 stars, and the experience. */

export const rateProviderSchema = (y: YupBuilders) =>
  y.object({
    ...Object.fromEntries(PROVIDER_CRITERIA.map((criterion) => [criterion, starsField(y)])),
    experience: y.string().trim().required(V.required).max(LIMITS.ratingExperienceMax, V.tooLong),
  });

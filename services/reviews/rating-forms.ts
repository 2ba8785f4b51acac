import { number, object, string } from 'yup';
import { LIMITS } from '@/services/shared/limits';
import { V } from '@/services/shared/validation-messages';
import { CLIENT_CRITERIA, PROVIDER_CRITERIA } from './ratings';

/** One rating criterion: 1 to 5 stars, required. */
export const starsField = () =>
  number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(V.starsRequired)
    .required(V.starsRequired)
    .integer(V.starsRequired)
    .min(LIMITS.ratingMin, V.starsRequired)
    .max(LIMITS.ratingMax, V.starsRequired);

/** The hired provider's rating of the client (spec §3): the three criteria 1–5 stars, and the experience. */

export const rateClientSchema = object({
  ...Object.fromEntries(CLIENT_CRITERIA.map((criterion) => [criterion, starsField()])),
  experience: string().trim().required(V.required).max(LIMITS.ratingExperienceMax, V.tooLong),
});
/** A client's rating of the hired provider (spec §3): each of the eight criteria 1–5 stars, and the experience. */

export const rateProviderSchema = object({
  ...Object.fromEntries(PROVIDER_CRITERIA.map((criterion) => [criterion, starsField()])),
  experience: string().trim().required(V.required).max(LIMITS.ratingExperienceMax, V.tooLong),
});

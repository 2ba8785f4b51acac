import { array, mixed, number, object, string, type InferType } from 'yup';
import { LIMITS } from './limits';
import type { Neighborhood } from './locations';
import { V } from './validation-messages';

/**
 * The provider's forms (§5): the onboarding wizard's steps, my services, the services
 * location, the pause and the top-up. One schema per step or form, messages as `validation:` keys.
 *
 * Decisions where §5 is silent: a description is required (up to 1000 characters); the pause is
 * a whole number of days from 1 to 30; a top-up is a whole number of dinars from 5 to 500.
 */

/** Languages a provider may say they speak (ISO codes; names come from Intl.DisplayNames). */
export const SPOKEN_LANGUAGES = ['ar', 'en', 'fr', 'de', 'es', 'it', 'tr', 'ru', 'ur', 'hi', 'bn', 'tl'] as const;

export const PAUSE_PRESETS = [1, 3, 7, 14, 30] as const;

export const accountTypeSchema = object({
  account_type: mixed<'personal' | 'company'>().oneOf(['personal', 'company'], V.accountTypeRequired).required(V.accountTypeRequired),
});

export const languagesSchema = object({
  languages: array(string().required()).required(V.languagesRequired).min(1, V.languagesRequired).max(LIMITS.providerLanguagesMax, V.languagesMax),
});

export const categorySchema = object({
  main_category: number().nullable().required(V.categoryRequired),
});

export const subServicesSchema = object({
  sub_services: array(number().required()).required(V.subServicesRequired).min(1, V.subServicesRequired),
});

export const descriptionSchema = object({
  description: string().trim().required(V.descriptionRequired).max(LIMITS.providerDescriptionMax, V.descriptionTooLong),
  gallery: array().max(LIMITS.providerGalleryMax, V.galleryMax),
});

/**
 * One city and areas of it. The city's neighbourhoods come as the validation context
 * (`{ neighborhoods }`): an area that is not one of them is refused.
 */
export const locationSchema = object({
  city: number().nullable().required(V.cityRequired),
  covered_areas: array(number().required())
    .required(V.areasRequired)
    .min(1, V.areasRequired)
    .test('in-city', V.areasOutsideCity, function inCity(areas) {
      const context = this.options.context as { neighborhoods?: readonly Neighborhood[] } | undefined;
      const city: unknown = this.parent.city;
      const known = context?.neighborhoods;
      if (!known || typeof city !== 'number' || !areas) return true;
      return areas.every((id) => known.some((area) => area.id === id && area.city === city));
    }),
});

export const pauseSchema = object({
  days: number()
    .typeError(V.pauseDays)
    .required(V.pauseDays)
    .integer(V.pauseDays)
    .min(1, V.pauseDays)
    .max(LIMITS.pauseDaysMax, V.pauseDays),
});

export const topUpSchema = object({
  amount: number()
    .typeError(V.topUpRequired)
    .required(V.topUpRequired)
    .integer(V.topUpMin)
    .min(LIMITS.topUpMinJod, V.topUpMin)
    .max(LIMITS.topUpMaxJod, V.topUpMax),
});

export type PauseValues = InferType<typeof pauseSchema>;

/** The first message of a schema for `value`, per field (for the wizard's steps, which are not Formik forms). */
export function fieldErrors(schema: { validateSync: (value: unknown, options: object) => unknown }, value: unknown, context?: object): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false, context });
    return {};
  } catch (error) {
    const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
    const errors: Record<string, string> = {};
    for (const item of inner) {
      const path = (item.path ?? '').replace(/\[\d+\]$/, '');
      errors[path] ??= item.message;
    }
    return errors;
  }
}

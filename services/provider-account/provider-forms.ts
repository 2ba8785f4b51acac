import type { MainCategory } from '@/services/catalogue';
import { fieldErrors } from '@/services/shared/field-errors';
import { LIMITS } from '@/services/shared/limits';
import type { Neighborhood } from '@/services/shared/locations';
import type { YupBuilders } from '@/services/shared/schema';
import { companyNameField } from '@/services/shared/validation';
import { V } from '@/services/shared/validation-messages';
import type { InferType, TestContext } from 'yup';

/**
 * The provider's forms (spec §5): the onboarding wizard's steps, my services, the services
 * location, the pause and the top-up. One schema per step or form, messages as `validation:` keys.
 *
 * Decisions where spec §5 is silent: a description is required (up to 1000 characters); the pause is
 * a whole number of days from 1 to 30; a top-up is a whole number of dinars from 5 to 500.
 */

export const PAUSE_PRESETS = [1, 3, 7, 14, 30] as const;

/** The onboarding wizard's steps, in order (each is `?step=<name>` in the URL). */
export const WIZARD_STEPS = [
  'checklist',
  'account-type',
  'languages',
  'category',
  'services',
  'details',
  'location',
  'review',
] as const;

export type WizardStep = (typeof WIZARD_STEPS)[number];

/**
 * What the rules check choices against, passed as the validation context: the catalogue and the
 * chosen city's neighbourhoods. A part not given (not loaded) is not checked.
 */
export interface ChoicesContext {
  categories?: readonly MainCategory[];
  neighborhoods?: readonly Neighborhood[];
}

const choicesOf = (test: TestContext): ChoicesContext => (test.options.context ?? {}) as ChoicesContext;

/** Individual or company; a company names itself as in the commercial register (spec §5), the sign-up's rule. */
export const accountTypeSchema = (y: YupBuilders) =>
  y.object({
    account_type: y
      .mixed<'personal' | 'company'>()
      .oneOf(['personal', 'company'], V.accountTypeRequired)
      .required(V.accountTypeRequired),
    company_name: companyNameField(y, 'account_type', 'company'),
  });

export const languagesSchema = (y: YupBuilders) =>
  y.object({
    languages: y
      .array(y.string().required())
      .required(V.languagesRequired)
      .min(1, V.languagesRequired)
      .max(LIMITS.providerLanguagesMax, V.languagesMax),
  });

/** One main category of the catalogue. */
export const categorySchema = (y: YupBuilders) =>
  y.object({
    main_category: y
      .number()
      .nullable()
      .required(V.categoryRequired)
      .test(
        'in-catalogue',
        V.categoryRequired,
        (id, test) => choicesOf(test).categories?.some((category) => category.id === id) ?? true,
      ),
  });

/** Sub-services of the chosen main category (the sibling `main_category`). */
export const subServicesSchema = (y: YupBuilders) =>
  y.object({
    sub_services: y
      .array(y.number().required())
      .required(V.subServicesRequired)
      .min(1, V.subServicesRequired)
      .test('in-category', V.subServicesOutsideCategory, (ids, test) => {
        const category = choicesOf(test).categories?.find((item) => item.id === test.parent.main_category);
        return !category || ids.every((id) => category.sub_services.some((service) => service.id === id));
      }),
  });

export const descriptionSchema = (y: YupBuilders) =>
  y.object({
    description: y.string().trim().required(V.descriptionRequired).max(LIMITS.providerDescriptionMax, V.tooLong),
    gallery: y.array().max(LIMITS.providerGalleryMax, V.galleryMax),
  });

/** One city and areas of it: an area that is not one of the city's neighbourhoods (the context's) is refused. */
export const locationSchema = (y: YupBuilders) =>
  y.object({
    city: y.number().nullable().required(V.cityRequired),
    covered_areas: y
      .array(y.number().required())
      .required(V.areasRequired)
      .min(1, V.areasRequired)
      .test('in-city', V.areasOutsideCity, (areas, test) => {
        const known = choicesOf(test).neighborhoods;
        const city: unknown = test.parent.city;
        if (!known || typeof city !== 'number') return true;
        return areas.every((id) => known.some((area) => area.id === id && area.city === city));
      }),
  });

export const pauseSchema = (y: YupBuilders) =>
  y.object({
    days: y
      .number()
      .typeError(V.pauseDays)
      .required(V.pauseDays)
      .integer(V.pauseDays)
      .min(1, V.pauseDays)
      .max(LIMITS.pauseDaysMax, V.pauseDays),
  });

export type PauseValues = InferType<ReturnType<typeof pauseSchema>>;

type Schema = Parameters<typeof fieldErrors>[0];

/** Each wizard step's rule: the schema its own form runs (the checklist and the review have none). */
const STEP_SCHEMAS: Partial<Record<WizardStep, (y: YupBuilders) => Schema>> = {
  'account-type': accountTypeSchema,
  languages: languagesSchema,
  category: categorySchema,
  services: subServicesSchema,
  details: descriptionSchema,
  location: locationSchema,
};

/** What keeps `step` from being complete for `draft`, per field (empty: complete). */
export function wizardStepErrors(
  y: YupBuilders,
  step: WizardStep,
  draft: object,
  context: ChoicesContext,
): Record<string, string> {
  const schema = STEP_SCHEMAS[step];
  return schema ? fieldErrors(schema(y), draft, context) : {};
}

/**
 * Where the wizard opened at `step` lands: the first earlier step that `draft` leaves incomplete,
 * with its messages, else `step` itself. The URL guard and the review's submit both ask this.
 */
export function wizardLanding(
  y: YupBuilders,
  step: WizardStep,
  draft: object,
  context: ChoicesContext,
): { step: WizardStep; errors: Record<string, string> } {
  for (const earlier of WIZARD_STEPS.slice(0, WIZARD_STEPS.indexOf(step))) {
    const errors = wizardStepErrors(y, earlier, draft, context);
    if (Object.keys(errors).length > 0) return { step: earlier, errors };
  }
  return { step, errors: {} };
}

import { blank, dialCodeOf, localizedName, localizedPair, none } from './fallbacks';
import { nullable, objectOf, oneOf, optional, orElse, type AnswerTable } from './shape';

/*
 * The answers no one domain owns (services/api/shape.ts): the start's country lookup and profile (the
 * records the app's state keeps, services/api/types.ts), the location pickers and an upload. Loaded
 * beside the call (services/api/api-client.ts `shaped`), and asked for as the shared chunk runs
 * (services/api/api-client.ts), never in a first load.
 *
 * Required vs optional (docs/api.md "What a backend must send"): for the spec's calls (§7) a shape
 * requires at most what the spec documents (§3) plus what a screen cannot work without, argued
 * beside the field; every field we designed is optional with the fallback it names.
 */

/** An id and its name in both languages (a city, a neighbourhood, a sub-service). */
export const namedRefShape = () => objectOf({ id: 'number', ...localizedName('name') });

/** Spec §3: a country is `id` and `code_name`; the rest is ours. The start needs nothing more. */
export const countryShape = () =>
  objectOf({
    id: 'number',
    code_name: 'string',
    ...localizedPair('name', 'the code in capitals', (owner) => String(owner.code_name).toUpperCase()),
    is_available: orElse('boolean', 'open for business (the backend refuses a closed one: Wrong region)', () => true),
    dial_code: optional('string', "the country code's (jo +962, sa +966, uk/gb +44), else none", dialCodeOf),
  });

/**
 * Spec §3: the profile is `id` and a nested user with `id` and `language` (the start's saved-language
 * reload); the registration fields (first_name, last_name, email, is_service_provider, country) are
 * documented as sent, not as answered, so each has a fallback.
 */
export const userShape = () =>
  objectOf({
    id: 'number',
    language: 'string',
    first_name: orElse('string', 'blank (the header shows the email, the form asks for it)', blank),
    last_name: orElse('string', 'blank', blank),
    email: orElse('string', 'blank (the account page says "Not added")', blank),
    phone_number: orElse(nullable('string'), 'no phone (the account page says "Not added")', none),
    gender: orElse(nullable(oneOf(['male', 'female'])), 'not given', none),
    account_type: orElse(oneOf(['personal', 'company']), 'company when company_name is set, else personal', (owner) =>
      typeof owner.company_name === 'string' && owner.company_name ? 'company' : 'personal',
    ),
    company_name: orElse(nullable('string'), 'none', none),
    profile_photo: orElse(nullable('string'), "the name's initials", none),
    country: optional('number', "not read (the site's country is the host's, spec §1)"),
    date_joined: optional('string', 'no "member since" line'),
    is_service_provider: optional('boolean', 'the role from the path prefix and IS_SERVICE_PROVIDER (spec §6)'),
    has_provider_account: orElse(
      'boolean',
      'is_service_provider (a client switching to provider is offered the sign-up)',
      (owner) => owner.is_service_provider === true,
    ),
    is_email_verified: optional('boolean', 'no "Verified" / "Not verified" badge'),
  });

/** GET auth/user/profile/ (services/auth/profile.ts), and PUT auth/user/update/'s answer when it is one. */
export const userProfileShape = () => objectOf({ id: 'number', user: userShape() });

/** Spec §3: a city belongs to a country, a neighbourhood to a city; names by the `_ar`/`_en` rule. */
export const cityShape = () =>
  objectOf({ id: 'number', ...localizedName('name'), country: optional('number', 'not read (asked for by country)') });

export const neighborhoodShape = () =>
  objectOf({ id: 'number', ...localizedName('name'), city: optional('number', 'not read (asked for by city)') });

/** Designed: an uploaded image goes by its URL in the body of the call that uses it; without one it is not attached. */
export const uploadedImageShape = () => objectOf({ url: 'string' });

/** The calls whose answers these shapes read, by name (services/api/api-client.ts `shaped`). */
export const ANSWERS = {
  country: { call: 'GET common/country-by-code-name/{codeName}', shape: countryShape },
  profile: { call: 'GET auth/user/profile/', shape: userProfileShape },
  cities: { call: 'GET common/cities/by-country/{countryId}', shape: cityShape, page: true },
  neighborhoods: { call: 'GET common/neighborhood/by-city/{cityId}', shape: neighborhoodShape, page: true },
  uploadedImage: { call: 'POST common/upload/image/', shape: uploadedImageShape },
} as const satisfies AnswerTable;

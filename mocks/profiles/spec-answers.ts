import { listOf, nullable, objectOf, pageOf, type Shape } from '@/services/api/shape';

/**
 * What the product spec documents of the answers of its 27 calls (§7's table), in the language of
 * services/api/shape.ts, every field named here kept: all the minimal profile sends of them
 * (mocks/profiles/minimal.ts). Where the spec names a thing but not its field, the field keeps our
 * name for it; where it documents no answer at all, nothing is sent (`{}`). Two fields are implied
 * rather than written, each said where it is. Keyed as mocks/profiles/call-key.ts `callKey` writes a call.
 */

/** §7: "A new token pair is stored when login sets it": every call that signs in answers the pair. */
const tokenPair = () => objectOf({ access: 'string', refresh: 'string' });

/** §3 "Registration fields" (less the password, which a serializer never reads back). */
const registrationFields = () =>
  ({
    first_name: 'string',
    last_name: 'string',
    email: 'string',
    is_service_provider: 'boolean',
    country: 'number',
    language: 'string',
  }) as const;

/** §3 "User profile: id and nested user with id and language", the user with the registration fields. */
const userProfile = () => objectOf({ id: 'number', user: objectOf({ id: 'number', ...registrationFields() }) });

/** §3 "Country: id, code_name"; "Localized names use suffix _en or _ar". */
const country = () => objectOf({ id: 'number', code_name: 'string', name_ar: 'string', name_en: 'string' });

/** §3 "City belongs to a country. Neighborhood belongs to a city.", each with its localized name. */
const city = () => objectOf({ id: 'number', name_ar: 'string', name_en: 'string', country: 'number' });
const neighborhood = () => objectOf({ id: 'number', name_ar: 'string', name_en: 'string', city: 'number' });

/** §3 "Address: city, neighborhood, type (home, work, other), name": and its id, which update/{id} names. */
const address = () =>
  objectOf({ id: 'number', city: 'number', neighborhood: 'number', address_type: 'string', name: 'string' });

/**
 * §3 "Service provider profile: main category (one), sub-services, description, up to 6 service
 * images, languages spoken (max 4), city and covered areas, pause days", and its id.
 */
const providerProfile = () =>
  objectOf({
    id: 'number',
    main_category: nullable('number'),
    sub_services: listOf('number'),
    description: 'string',
    gallery: listOf('string'),
    languages: listOf('string'),
    city: nullable('number'),
    covered_areas: listOf('number'),
    paused_until: nullable('string'),
  });

/** Implied: the verify calls' payload carries `hashed_id` (§7), so the call that sends the code gives it. */
const codeSent = () => objectOf({ hashed_id: 'string' });

const nothing = () => objectOf({});

export const SPEC_ANSWERS: Readonly<Record<string, () => Shape>> = {
  'POST auth/token/': tokenPair,
  'POST auth/login/social/': tokenPair,
  'POST auth/register_confirm_no_user/': tokenPair,
  'POST notifications/verify-no-user-phone-number-otp': tokenPair,
  // A DRF create answers what its serializer reads back: the registration fields and the new id.
  'POST auth/register/': () => objectOf({ id: 'number', ...registrationFields() }),
  'POST auth/forgot-password/': nothing,
  'POST auth/reset-password/{}/': nothing,
  'POST auth/change-password/': nothing,
  'POST auth/deactivate/': nothing,
  'GET auth/user/profile/': userProfile,
  // An update reads back what its serializer holds: the profile, and for the language the one field it takes.
  'PUT auth/user/update/': userProfile,
  'PUT auth/user/update/language/': () => objectOf({ language: 'string' }),
  'GET provider/profile/': providerProfile,
  'PUT update/provider/profile/info': providerProfile,
  'POST create/provider/profile': providerProfile,
  'POST notifications/generate_no_user/phone-number-verify': codeSent,
  'POST notifications/generate/phone-number-verify/otp/{}': codeSent,
  'POST notifications/verify-phone-number-otp/{}': nothing,
  // Implied by the call's name: whether the number has an account.
  'POST auth/user/verify_phone_exist/': () => objectOf({ exists: 'boolean' }),
  'GET auth/user/addresses': () => pageOf(address()),
  'POST auth/create/user/address/': address,
  'PUT auth/update/user/address/{}': address,
  'DELETE auth/delete/user/address/{}': nothing,
  'GET common/cities/by-country/{}': () => pageOf(city()),
  'GET common/neighborhood/by-city/{}': () => pageOf(neighborhood()),
  'GET common/country-by-code-name/{}': country,
  // §7 "response field last_change".
  'GET auth/user/last_phone_change/': () => objectOf({ last_change: nullable('string') }),
};

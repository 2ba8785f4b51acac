import type { NoUserOtpVerified, OtpSent, TokenPair } from '@/services/auth';
import type { TopUp } from '@/services/balance';
import type { MainCategory, Question, QuestionType, SubService } from '@/services/catalogue';
import { DRAWN_ICONS } from '@/services/catalogue';
import type { AppNotification } from '@/services/notifications';
import type { Address, Deactivated } from '@/services/settings';
import { LIMITS } from '@/services/shared/limits';
import type { City, Neighborhood } from '@/services/shared/locations';
import { checkedAnswer } from './checked-answer';
import { blank, dialCodeOf, localizedName, localizedPair, localizedText, none, zero } from './fallbacks';
import {
  listOf,
  nullable,
  objectOf,
  oneOf,
  oneOfOrUnknown,
  optional,
  orElse,
  pageOf,
  problemOf,
  type Shape,
} from './shape';
import type { Country, Paginated, UserProfile } from './types';

/**
 * The shapes, and their checks, of the calls made from the first load of every route or of a route
 * at its weight budget (scripts/route-budget.mjs): the start's country lookup and profile, the
 * location pickers, the catalogue (the home page), the account's addresses, the bell, the top-up.
 * Their services import this module as the call leaves (`checked` in services/api/api-client.ts), so the checker
 * costs no first-load weight and no wait: the chunk loads while the answer is on its way.
 */

/*
 * Required vs optional (docs/api.md "What a backend must send"): for the spec's calls (§7) a shape
 * requires at most what the spec documents (§3) plus what a screen cannot work without, argued
 * beside the field; every field we designed is optional with the fallback it names.
 */

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

export const userProfileShape = () => objectOf({ id: 'number', user: userShape() });

/** Spec §3: a city belongs to a country, a neighbourhood to a city; names by the `_ar`/`_en` rule. */
export const cityShape = () =>
  objectOf({ id: 'number', ...localizedName('name'), country: optional('number', 'not read (asked for by country)') });

export const neighborhoodShape = () =>
  objectOf({ id: 'number', ...localizedName('name'), city: optional('number', 'not read (asked for by city)') });

/** Designed: a catalogue entry needs its id (every link and the request carry it). */
const describedFields = () =>
  ({
    id: 'number',
    ...localizedName('name'),
    icon: optional(oneOfOrUnknown(DRAWN_ICONS, 'the generic glyph'), 'the generic glyph'),
    ...localizedText('description'),
  }) as const;

export const subServiceShape = () =>
  objectOf({ ...describedFields(), category: optional('number', 'no way back to its category') });

/**
 * Required: the catalogue's screens find a service among its category's `sub_services` (hooks/catalogue/use-catalogue.ts),
 * so without them every service page says "No results" (the minimal backend showed it).
 */
export const mainCategoryShape = () => objectOf({ ...describedFields(), sub_services: listOf(subServiceShape()) });

/** The question types the request form draws (components/requests/QuestionField.tsx). */
const QUESTION_TYPES = ['text', 'text_area', 'panel', 'ui_tags'] as const satisfies readonly QuestionType[];

/**
 * Spec §3 documents a question's id, question_type, is_mandatory and is_multiple_select, all required:
 * an answer built on a guessed flag (one choice where many are asked, a mandatory one skipped) is
 * refused by the backend. A choice question cannot be answered without its options (a text one's are `[]`).
 */
export const questionShape = () =>
  objectOf({
    id: 'number',
    question_type: oneOf(QUESTION_TYPES),
    is_mandatory: 'boolean',
    is_multiple_select: 'boolean',
    is_last: orElse('boolean', 'not the last: the next call says (a null question ends)', () => false),
    sub_service: optional('number', 'not read (asked for by sub-service)'),
    user_type: optional(oneOf(['client', 'provider']), 'not read (asked for by user type)'),
    ...localizedText('title'),
    ...localizedText('placeholder'),
    options: listOf(objectOf({ id: 'number', ...localizedName('label') })),
  });

/** `question` is required (null ends the flow): ending it on a missing field would send a request the backend refuses. */
export const nextQuestionShape = () => objectOf({ question: nullable(questionShape()) });

/**
 * Spec §3: an address has a city, a neighbourhood, a type and a name, its payload fields not shown:
 * the id is required (editing, deleting and picking one name it); the rest falls back.
 */
export const addressShape = () =>
  objectOf({
    id: 'number',
    city: optional('number', 'the edit form asks for the city again'),
    neighborhood: optional('number', 'the edit form asks for the neighbourhood again'),
    address_type: orElse(oneOf(['home', 'work', 'other']), 'other', () => 'other'),
    name: orElse('string', "the type's name (Home, Work, Other)", blank),
    ...localizedText('city_name'),
    ...localizedText('neighborhood_name'),
  });

/** Designed. A kind the app does not know yet still lists (as a general notice): `kind` is read as any string. */
export const notificationShape = () =>
  objectOf({
    id: 'number',
    kind: orElse('string', 'a general notice', () => 'general'),
    ...localizedText('title'),
    ...localizedText('body'),
    request: orElse(nullable('number'), 'no link to a request', none),
    offer: orElse(nullable('number'), 'no link to an offer', none),
    is_read: orElse('boolean', 'read (the bell counts with its own call)', () => true),
    created_at: optional('string', 'no time shown'),
  });

export const countShape = () => objectOf({ count: orElse('number', 'no count on the bell', zero) });

/**
 * Designed. Money: the payment page acts on `status` and shows `amount`, and a state it does not
 * know is not guessed (a retry asks again); the gateway's address is where the browser goes.
 */
export const topUpShape = () =>
  objectOf({
    payment_id: 'string',
    amount: 'number',
    status: oneOf(['pending', 'paid', 'failed', 'cancelled']),
    checkout_url: 'string',
  });

/** Spec §7: "a new token pair is stored when login sets it": the pair is the sign-in. */
export const tokenPairShape = () => objectOf({ access: 'string', refresh: 'string' });

/** Spec §7 documents the verify call's `hashed_id`: the send must give it back; the resend wait is ours. */
export const otpSentShape = () =>
  objectOf({ hashed_id: 'string', resend_after: orElse('number', 'a resend is offered after 60 s', () => 60) });

/** Designed: a verified OTP gives tokens (a sign-in) or a reset token; either may be missing, and the flow says so. */
export const otpVerifiedShape = () =>
  objectOf({
    access: optional('string', 'no sign-in: "no account with this number"'),
    refresh: optional('string', 'no refresh: the session ends with the access token'),
    reset_token: optional('string', 'no reset: the flow says it failed'),
  });

/** Spec §7: `last_change`; §4: a lookup with no value leaves the phone editable. */
export const lastPhoneChangeShape = () =>
  objectOf({ last_change: orElse(nullable('string'), 'the phone is editable (spec §4)', none) });

/** Spec §7 shows no answer for a phone lookup; the sign-in by phone decides by `exists`, so it is required. */
export const phoneExistsShape = () => objectOf({ exists: 'boolean' });

/** A new address's answer: the request being sent names it by its id (the rest is read with the list). */
export const createdAddressShape = () => objectOf({ id: 'number' });

/** Designed: an uploaded image goes by its URL in the body of the call that uses it; without one it is not attached. */
export const uploadedImageShape = () => objectOf({ url: 'string' });

const DAY_MS = 24 * 60 * 60 * 1000;
/** Spec §4: "closed with a 30-day recovery window"; an answer that does not say when it ends is read so. */
export const deactivatedShape = () =>
  objectOf({
    closed_at: optional('string', 'now'),
    recover_until: orElse('string', `${LIMITS.accountRecoveryDays} days from when it closed (spec §4)`, (owner) =>
      new Date(
        (typeof owner.closed_at === 'string' ? Date.parse(owner.closed_at) || Date.now() : Date.now()) +
          LIMITS.accountRecoveryDays * DAY_MS,
      ).toISOString(),
    ),
  });

type Check<T> = (data: unknown, status: number) => T;
const check =
  <T>(call: string, shape: () => Shape): Check<T> =>
  (data, status) =>
    checkedAnswer<T>(call, data, shape(), status);
const checkPage = <T>(call: string, item: () => Shape): Check<Paginated<T>> => check(call, () => pageOf(item()));
/** An answer read when it has the shape, else null: the call worked, and the screen reads it another way. */
const readIf =
  <T>(call: string, shape: () => Shape): Check<T | null> =>
  (data) =>
    problemOf(data, shape()) === null ? checkedAnswer<T>(call, data, shape()) : null;

/** One check per call, named as the AppError names it (`GET auth/user/profile/: user.email is missing`). */
export const checks = {
  country: check<Country>('GET common/country-by-code-name/{codeName}', countryShape),
  profile: check<UserProfile>('GET auth/user/profile/', userProfileShape),
  /** PUT auth/user/update/: its answer replaces the profile when it is one; else the profile is read again. */
  updatedProfile: readIf<UserProfile>('PUT auth/user/update/', userProfileShape),
  signIn: check<TokenPair>('POST auth/token/', tokenPairShape),
  signUpNoUser: check<TokenPair>('POST auth/register_confirm_no_user/', tokenPairShape),
  socialSignIn: check<TokenPair>('POST auth/login/social/', tokenPairShape),
  otpSent: check<OtpSent>('POST notifications/generate_no_user/phone-number-verify', otpSentShape),
  userOtpSent: check<OtpSent>('POST notifications/generate/phone-number-verify/otp/{id}', otpSentShape),
  otpVerified: check<NoUserOtpVerified>('POST notifications/verify-no-user-phone-number-otp', otpVerifiedShape),
  phoneExists: check<{ exists: boolean }>('POST auth/user/verify_phone_exist/', phoneExistsShape),
  createdAddress: check<Pick<Address, 'id'>>('POST auth/create/user/address/', createdAddressShape),
  uploadedImage: check<{ url: string }>('POST common/upload/image/', uploadedImageShape),
  /** A DRF backend may answer the close with no body (204): read as an empty object, with its fallbacks. */
  deactivated: (data: unknown, status: number) =>
    checkedAnswer<Deactivated>('POST auth/deactivate/', data || {}, deactivatedShape(), status),
  lastPhoneChange: check<{ last_change: string | null }>('GET auth/user/last_phone_change/', lastPhoneChangeShape),
  cities: checkPage<City>('GET common/cities/by-country/{countryId}', cityShape),
  neighborhoods: checkPage<Neighborhood>('GET common/neighborhood/by-city/{cityId}', neighborhoodShape),
  categories: checkPage<MainCategory>('GET services/main-categories/', mainCategoryShape),
  category: check<MainCategory>('GET services/main-categories/{id}/', mainCategoryShape),
  subService: check<SubService>('GET services/sub-services/{id}/', subServiceShape),
  firstQuestion: check<Question>('GET services/sub-services/{id}/questions/first/', questionShape),
  nextQuestion: check<{ question: Question | null }>('POST services/questions/{id}/next/', nextQuestionShape),
  addresses: checkPage<Address>('GET auth/user/addresses', addressShape),
  notifications: checkPage<AppNotification>('GET notifications/', notificationShape),
  unreadCount: check<{ count: number }>('GET notifications/unread-count/', countShape),
  topUp: check<TopUp>('GET provider/balance/top-up/{id}/', topUpShape),
  startedTopUp: check<TopUp>('POST provider/balance/top-up/', topUpShape),
  sandboxPayment: check<TopUp>('GET sandbox/payments/{id}/', topUpShape),
  settledPayment: check<TopUp>('POST sandbox/payments/{id}/', topUpShape),
};

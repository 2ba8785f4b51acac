import { checkedAnswer } from './checked-answer';
import { listOf, nullable, objectOf, oneOf, pageOf, type Shape } from './shape';
import type { Address } from './account';
import type { CatalogueIcon, MainCategory, Question, QuestionType, SubService } from './catalogue';
import type { City, Neighborhood } from './locations';
import type { AppNotification } from './notifications';
import type { TopUp } from './provider';
import type { Country, Paginated, UserProfile } from './types';

/**
 * The shapes, and their checks, of the calls made from the first load of every route or of a route
 * at its weight budget (scripts/route-budget.mjs): the start's country lookup and profile, the
 * location pickers, the catalogue (the home page), the account's addresses, the bell, the top-up.
 * Their services import this module as the call leaves (services/check-later.ts), so the checker
 * costs no first-load weight and no wait: the chunk loads while the answer is on its way.
 */

export const countryShape = (): Shape =>
  objectOf({
    id: 'number',
    code_name: 'string',
    name_ar: 'string',
    name_en: 'string',
    is_available: 'boolean',
    dial_code: 'string',
  });

export const userShape = (): Shape =>
  objectOf({
    id: 'number',
    first_name: 'string',
    last_name: 'string',
    email: 'string',
    phone_number: nullable('string'),
    gender: nullable(oneOf(['male', 'female'])),
    account_type: oneOf(['personal', 'company']),
    company_name: nullable('string'),
    profile_photo: nullable('string'),
    language: 'string',
    country: 'number',
    date_joined: 'string',
    is_service_provider: 'boolean',
    has_provider_account: 'boolean',
    is_email_verified: 'boolean',
  });

export const userProfileShape = (): Shape => objectOf({ id: 'number', user: userShape() });

const namedFields = { id: 'number', name_ar: 'string', name_en: 'string' } as const satisfies Record<string, Shape>;

export const cityShape = (): Shape => objectOf({ ...namedFields, country: 'number' });

export const neighborhoodShape = (): Shape => objectOf({ ...namedFields, city: 'number' });

/** The icons the app draws (components/catalogue/CategoryGlyph.tsx): another would render nothing. */
const ICONS = [
  'cleaning',
  'plumbing',
  'electrical',
  'ac',
  'moving',
  'painting',
  'carpentry',
  'pest-control',
  'appliances',
  'gardening',
] as const satisfies readonly CatalogueIcon[];

const describedFields = () =>
  ({
    ...namedFields,
    icon: oneOf(ICONS),
    description_ar: 'string',
    description_en: 'string',
  }) as const satisfies Record<string, Shape>;

export const subServiceShape = (): Shape => objectOf({ ...describedFields(), category: 'number' });

export const mainCategoryShape = (): Shape =>
  objectOf({ ...describedFields(), sub_services: listOf(subServiceShape()) });

/** The question types the request form draws (components/request-form/QuestionField.tsx). */
const QUESTION_TYPES = ['text', 'text_area', 'panel', 'ui_tags'] as const satisfies readonly QuestionType[];

export const questionShape = (): Shape =>
  objectOf({
    id: 'number',
    sub_service: 'number',
    user_type: oneOf(['client', 'provider']),
    question_type: oneOf(QUESTION_TYPES),
    is_mandatory: 'boolean',
    is_multiple_select: 'boolean',
    is_last: 'boolean',
    title_ar: 'string',
    title_en: 'string',
    placeholder_ar: 'string',
    placeholder_en: 'string',
    options: listOf(objectOf({ id: 'number', label_ar: 'string', label_en: 'string' })),
  });

export const nextQuestionShape = (): Shape => objectOf({ question: nullable(questionShape()) });

export const addressShape = (): Shape =>
  objectOf({
    id: 'number',
    city: 'number',
    neighborhood: 'number',
    address_type: oneOf(['home', 'work', 'other']),
    name: 'string',
    city_name_ar: 'string',
    city_name_en: 'string',
    neighborhood_name_ar: 'string',
    neighborhood_name_en: 'string',
  });

/** A kind the app does not know yet still lists (as a general notice): `kind` is read as any string. */
export const notificationShape = (): Shape =>
  objectOf({
    id: 'number',
    kind: 'string',
    title_ar: 'string',
    title_en: 'string',
    body_ar: 'string',
    body_en: 'string',
    request: nullable('number'),
    offer: nullable('number'),
    is_read: 'boolean',
    created_at: 'string',
  });

export const countShape = (): Shape => objectOf({ count: 'number' });

export const topUpShape = (): Shape =>
  objectOf({
    payment_id: 'string',
    amount: 'number',
    status: oneOf(['pending', 'paid', 'failed', 'cancelled']),
    checkout_url: 'string',
  });

type Check<T> = (data: unknown, status: number) => T;
const check =
  <T>(call: string, shape: () => Shape): Check<T> =>
  (data, status) =>
    checkedAnswer<T>(call, data, shape(), status);
const checkPage = <T>(call: string, item: () => Shape): Check<Paginated<T>> => check(call, () => pageOf(item()));

/** One check per call, named as the AppError names it (`GET auth/user/profile/: user.email is missing`). */
export const checks = {
  country: check<Country>('GET common/country-by-code-name/{codeName}', countryShape),
  profile: check<UserProfile>('GET auth/user/profile/', userProfileShape),
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

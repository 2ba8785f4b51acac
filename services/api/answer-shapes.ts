import {
  addressShape,
  cityShape,
  countryShape,
  countShape,
  createdAddressShape,
  deactivatedShape,
  lastPhoneChangeShape,
  mainCategoryShape,
  neighborhoodShape,
  nextQuestionShape,
  notificationShape,
  otpSentShape,
  otpVerifiedShape,
  phoneExistsShape,
  questionShape,
  subServiceShape,
  tokenPairShape,
  topUpShape,
  uploadedImageShape,
  userProfileShape,
} from './answer-checks';
import { SHAPES } from './read-answer';
import { pageOf, type Shape } from './shape';

/**
 * Every answer the app reads, by call (named as its AppError names it), with the shape it is read
 * through: the one list the docs' "What a backend must send" (docs/api/must-send.md, held to this
 * by tests/contract/must-send.test.ts), the sandbox's minimal profile (`minimalOf`) and the
 * conformance run read. Never imported by a screen. `spec`: one of spec §7's 27 calls; those whose
 * answer no screen reads beyond success have no shape and say what the app does with it.
 */
export interface AnswerShape {
  call: string;
  spec: boolean;
  shape?: () => Shape;
  /** For a spec call with no shape: what the app does with its answer. */
  read?: string;
}

const page = (item: () => Shape) => () => pageOf(item());
const NOTHING = 'nothing beyond success (any 2xx, any body)';

/** Spec §7's calls, in its table's order. */
export const SPEC_ANSWERS: readonly AnswerShape[] = [
  { call: 'POST auth/token/', spec: true, shape: tokenPairShape },
  { call: 'POST auth/register/', spec: true, read: `${NOTHING}: the screen says to check the email` },
  { call: 'POST auth/register_confirm_no_user/', spec: true, shape: tokenPairShape },
  { call: 'POST auth/forgot-password/', spec: true, read: NOTHING },
  { call: 'POST auth/reset-password/{token}/', spec: true, read: NOTHING },
  {
    call: 'POST auth/change-password/',
    spec: true,
    read: `${NOTHING}; a fresh access/refresh pair in it is stored, else the session goes on`,
  },
  { call: 'GET auth/user/profile/', spec: true, shape: userProfileShape },
  { call: 'GET provider/profile/', spec: true, shape: SHAPES.providerProfile },
  { call: 'PUT update/provider/profile/info', spec: true, read: `${NOTHING}: the profile is read again` },
  {
    call: 'PUT auth/user/update/',
    spec: true,
    read: 'the profile (as GET auth/user/profile/) when the answer is one, else the profile is read again',
  },
  { call: 'POST auth/deactivate/', spec: true, shape: deactivatedShape },
  { call: 'POST create/provider/profile', spec: true, read: `${NOTHING}: the profile is read again` },
  { call: 'POST notifications/generate_no_user/phone-number-verify', spec: true, shape: otpSentShape },
  { call: 'POST notifications/verify-no-user-phone-number-otp', spec: true, shape: otpVerifiedShape },
  { call: 'POST notifications/generate/phone-number-verify/otp/{id}', spec: true, shape: otpSentShape },
  {
    call: 'POST notifications/verify-phone-number-otp/{id}',
    spec: true,
    read: `${NOTHING}: the profile is read again`,
  },
  { call: 'POST auth/login/social/', spec: true, shape: tokenPairShape },
  { call: 'PUT auth/user/update/language/', spec: true, read: 'nothing: a failed save is only logged (spec §4)' },
  { call: 'POST auth/user/verify_phone_exist/', spec: true, shape: phoneExistsShape },
  { call: 'GET auth/user/addresses', spec: true, shape: page(addressShape) },
  { call: 'POST auth/create/user/address/', spec: true, shape: createdAddressShape },
  { call: 'PUT auth/update/user/address/{id}', spec: true, read: `${NOTHING}: the address book is read again` },
  { call: 'DELETE auth/delete/user/address/{id}', spec: true, read: NOTHING },
  { call: 'GET common/cities/by-country/{countryId}', spec: true, shape: page(cityShape) },
  { call: 'GET common/neighborhood/by-city/{cityId}', spec: true, shape: page(neighborhoodShape) },
  { call: 'GET common/country-by-code-name/{codeName}', spec: true, shape: countryShape },
  { call: 'GET auth/user/last_phone_change/', spec: true, shape: lastPhoneChangeShape },
];

/** The designed calls whose answers screens read. */
export const DESIGNED_ANSWERS: readonly AnswerShape[] = [
  { call: 'GET services/main-categories/', spec: false, shape: page(mainCategoryShape) },
  { call: 'GET services/main-categories/{id}/', spec: false, shape: mainCategoryShape },
  { call: 'GET services/sub-services/{id}/', spec: false, shape: subServiceShape },
  { call: 'GET services/sub-services/{id}/questions/first/', spec: false, shape: questionShape },
  { call: 'POST services/questions/{id}/next/', spec: false, shape: nextQuestionShape },
  { call: 'GET requests/', spec: false, shape: page(SHAPES.requestSummary) },
  { call: 'GET requests/{id}/', spec: false, shape: SHAPES.requestDetails },
  { call: 'POST requests/', spec: false, shape: SHAPES.createdRequest },
  { call: 'GET requests/{id}/offers/', spec: false, shape: page(SHAPES.offer) },
  { call: 'GET offers/{id}/', spec: false, shape: SHAPES.offer },
  { call: 'GET jobs/opportunities/', spec: false, shape: page(SHAPES.jobOpportunity) },
  { call: 'GET jobs/{id}/', spec: false, shape: SHAPES.jobDetails },
  { call: 'GET jobs/hidden/', spec: false, shape: page(SHAPES.hiddenJob) },
  { call: 'GET jobs/submitted-offers/', spec: false, shape: page(SHAPES.offer) },
  { call: 'GET jobs/submitted-offers/funnel/', spec: false, shape: SHAPES.offerFunnel },
  { call: 'GET jobs/scheduled/', spec: false, shape: page(SHAPES.scheduledWork) },
  { call: 'GET provider/balance/', spec: false, shape: SHAPES.balance },
  { call: 'PATCH provider/balance/', spec: false, shape: SHAPES.balance },
  { call: 'GET provider/balance/history/', spec: false, shape: page(SHAPES.balanceMovement) },
  { call: 'POST provider/balance/top-up/', spec: false, shape: topUpShape },
  { call: 'GET provider/balance/top-up/{id}/', spec: false, shape: topUpShape },
  { call: 'GET notifications/preferences/', spec: false, shape: SHAPES.notificationPreferences },
  { call: 'PATCH notifications/preferences/', spec: false, shape: SHAPES.notificationPreferences },
  { call: 'POST notifications/push-subscriptions/', spec: false, read: NOTHING },
  { call: 'DELETE notifications/push-subscriptions/', spec: false, read: NOTHING },
  { call: 'GET providers/{userId}/', spec: false, shape: SHAPES.publicProvider },
  { call: 'GET providers/{userId}/reviews/', spec: false, shape: page(SHAPES.rating) },
  { call: 'GET ratings/received/', spec: false, shape: page(SHAPES.rating) },
  { call: 'GET notifications/', spec: false, shape: page(notificationShape) },
  { call: 'GET notifications/unread-count/', spec: false, shape: countShape },
  { call: 'GET articles/', spec: false, shape: page(SHAPES.articleSummary) },
  { call: 'GET articles/{id}/', spec: false, shape: SHAPES.article },
  { call: 'GET help-center/topics/', spec: false, shape: page(SHAPES.helpTopic) },
  { call: 'GET help-center/topics/{id}/', spec: false, shape: SHAPES.helpTopic },
  { call: 'GET testimonials/', spec: false, shape: page(SHAPES.testimonial) },
  { call: 'POST contact-us/', spec: false, shape: SHAPES.contactSent },
  { call: 'POST common/upload/image/', spec: false, shape: uploadedImageShape },
];

export const ANSWER_SHAPES: readonly AnswerShape[] = [...SPEC_ANSWERS, ...DESIGNED_ANSWERS];

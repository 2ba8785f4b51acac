import { ANSWERS as COMMON_ANSWERS } from '@/services/api/common-shapes';
import { pageOf, type AnswerRule, type Shape } from '@/services/api/shape';
import { AUTH_ANSWERS } from '@/services/auth';
import { BALANCE_ANSWERS } from '@/services/balance';
import { CATALOGUE_ANSWERS } from '@/services/catalogue';
import { CONTENT_ANSWERS } from '@/services/content';
import { JOB_ANSWERS } from '@/services/jobs';
import { NOTIFICATION_ANSWERS } from '@/services/notifications';
import { OFFER_ANSWERS } from '@/services/offers';
import { PROVIDER_ANSWERS } from '@/services/provider-account';
import { PUBLIC_PROVIDER_ANSWERS } from '@/services/provider-profile';
import { REQUEST_ANSWERS } from '@/services/requests';
import { RATING_ANSWERS } from '@/services/reviews';
import { ACCOUNT_ANSWERS } from '@/services/settings';
import { callKey } from './call-key';

/**
 * Every answer the app reads, by call (named as its AppError names it), with the shape it is read
 * through: a composition of the domains' answer tables (`<DOMAIN>_ANSWERS` in
 * `services/<domain>/*-shapes.ts`, each from its public entry). The one list the docs' "What a backend
 * must send" (docs/api/must-send.md, held to this by tests/contract/must-send.test.ts), the sandbox's
 * minimal profile (`minimalOf`) and the conformance run read. Never imported by a screen. `spec`: one of spec §7's 27 calls; those whose
 * answer no screen reads beyond success have no shape and say what the app does with it.
 */
export interface AnswerShape {
  call: string;
  spec: boolean;
  shape?: () => Shape;
  /** For a spec call with no shape: what the app does with its answer. */
  read?: string;
}

/** A domain's rule as the list says it: its shape, a page of them where the call answers a list. */
const listed = (rule: AnswerRule, spec: boolean): AnswerShape => ({
  call: rule.call,
  spec,
  shape: rule.page ? () => pageOf(rule.shape()) : rule.shape,
});
const spec = (rule: AnswerRule) => listed(rule, true);
const designed = (rule: AnswerRule) => listed(rule, false);
const NOTHING = 'nothing beyond success (any 2xx, any body)';

/** Spec §7's calls, in its table's order. */
export const SPEC_ANSWERS: readonly AnswerShape[] = [
  spec(AUTH_ANSWERS.signIn),
  { call: 'POST auth/register/', spec: true, read: `${NOTHING}: the screen says to check the email` },
  spec(AUTH_ANSWERS.signUpNoUser),
  { call: 'POST auth/forgot-password/', spec: true, read: NOTHING },
  { call: 'POST auth/reset-password/{token}/', spec: true, read: NOTHING },
  {
    call: 'POST auth/change-password/',
    spec: true,
    read: `${NOTHING}; a fresh access/refresh pair in it is stored, else the session goes on`,
  },
  spec(COMMON_ANSWERS.profile),
  spec(PROVIDER_ANSWERS.profile),
  { call: 'PUT update/provider/profile/info', spec: true, read: `${NOTHING}: the profile is read again` },
  {
    call: 'PUT auth/user/update/',
    spec: true,
    read: 'the profile (as GET auth/user/profile/) when the answer is one, else the profile is read again',
  },
  spec(ACCOUNT_ANSWERS.deactivated),
  { call: 'POST create/provider/profile', spec: true, read: `${NOTHING}: the profile is read again` },
  spec(AUTH_ANSWERS.otpSent),
  spec(AUTH_ANSWERS.otpVerified),
  spec(AUTH_ANSWERS.userOtpSent),
  {
    call: 'POST notifications/verify-phone-number-otp/{id}',
    spec: true,
    read: `${NOTHING}: the profile is read again`,
  },
  spec(AUTH_ANSWERS.socialSignIn),
  { call: 'PUT auth/user/update/language/', spec: true, read: 'nothing: a failed save is only logged (spec §4)' },
  spec(AUTH_ANSWERS.phoneExists),
  spec(ACCOUNT_ANSWERS.addresses),
  spec(ACCOUNT_ANSWERS.createdAddress),
  { call: 'PUT auth/update/user/address/{id}', spec: true, read: `${NOTHING}: the address book is read again` },
  { call: 'DELETE auth/delete/user/address/{id}', spec: true, read: NOTHING },
  spec(COMMON_ANSWERS.cities),
  spec(COMMON_ANSWERS.neighborhoods),
  spec(COMMON_ANSWERS.country),
  spec(ACCOUNT_ANSWERS.lastPhoneChange),
];

/** The designed calls whose answers screens read. */
export const DESIGNED_ANSWERS: readonly AnswerShape[] = [
  designed(CATALOGUE_ANSWERS.categories),
  designed(CATALOGUE_ANSWERS.category),
  designed(CATALOGUE_ANSWERS.subService),
  designed(CATALOGUE_ANSWERS.firstQuestion),
  designed(CATALOGUE_ANSWERS.nextQuestion),
  designed(REQUEST_ANSWERS.myRequests),
  designed(REQUEST_ANSWERS.request),
  designed(REQUEST_ANSWERS.createdRequest),
  designed(OFFER_ANSWERS.requestOffers),
  designed(OFFER_ANSWERS.offer),
  designed(JOB_ANSWERS.opportunities),
  designed(JOB_ANSWERS.job),
  designed(JOB_ANSWERS.hiddenJobs),
  designed(JOB_ANSWERS.submittedOffers),
  designed(OFFER_ANSWERS.funnel),
  designed(JOB_ANSWERS.scheduledWorks),
  designed(BALANCE_ANSWERS.balance),
  designed(BALANCE_ANSWERS.updatedSpendCap),
  designed(BALANCE_ANSWERS.history),
  designed(BALANCE_ANSWERS.startedTopUp),
  designed(BALANCE_ANSWERS.topUp),
  designed(NOTIFICATION_ANSWERS.preferences),
  designed(NOTIFICATION_ANSWERS.updatedPreferences),
  { call: 'POST notifications/push-subscriptions/', spec: false, read: NOTHING },
  { call: 'DELETE notifications/push-subscriptions/', spec: false, read: NOTHING },
  designed(PUBLIC_PROVIDER_ANSWERS.provider),
  designed(PUBLIC_PROVIDER_ANSWERS.reviews),
  designed(RATING_ANSWERS.received),
  designed(NOTIFICATION_ANSWERS.notifications),
  designed(NOTIFICATION_ANSWERS.unreadCount),
  designed(CONTENT_ANSWERS.articles),
  designed(CONTENT_ANSWERS.article),
  designed(CONTENT_ANSWERS.helpTopics),
  designed(CONTENT_ANSWERS.helpTopic),
  designed(CONTENT_ANSWERS.testimonials),
  designed(CONTENT_ANSWERS.contactSent),
  designed(COMMON_ANSWERS.uploadedImage),
];

export const ANSWER_SHAPES: readonly AnswerShape[] = [...SPEC_ANSWERS, ...DESIGNED_ANSWERS];

/**
 * What the app reads of each call's answer: `ANSWER_SHAPES` above (the one list the docs' "What a
 * backend must send" is made from), keyed as `callKey` writes a call. The minimal profile sends of
 * our designed calls only what these require; the conformance run sorts a difference by them
 * (tests/contract/conformance-impact.ts).
 */
export const APP_ANSWERS: Readonly<Record<string, () => Shape>> = Object.fromEntries(
  ANSWER_SHAPES.flatMap(({ call, shape }) => {
    const [method = '', path = ''] = call.split(' ');
    return shape ? [[callKey(method, path), shape] as const] : [];
  }),
);

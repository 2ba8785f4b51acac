// @vitest-environment node
import * as yup from 'yup';
import { forgotPasswordSchema, registerNoUserSchema, registerSchema } from '@/services/auth/auth-forms';
import type { Question } from '@/services/catalogue/catalogue';
import { contactSchema } from '@/services/content/contact-form';
import { sendOfferSchema } from '@/services/offers/offer-form';
import { descriptionSchema } from '@/services/provider-account/provider-forms';
import { reportSchema } from '@/services/provider-profile/profile-forms';
import { answerError } from '@/services/requests/question-schema';
import { requestDetailsSchema } from '@/services/requests/request-details-form';
import { rateClientSchema } from '@/services/reviews/rating-forms';
import { rateProviderSchema } from '@/services/reviews/rating-forms';
import { addressSchema, editProfileSchema } from '@/services/settings/account-forms';
import { LIMITS } from '@/services/shared/limits';
import { reasonSchema } from '@/services/shared/validation';
import { V } from '@/services/shared/validation-messages';
import type { AnyObject, ObjectSchema } from 'yup';

/** The message `field` gets with `value` (the rest of the form valid or not, only this field is read). */
function messageAt(
  schema: ObjectSchema<AnyObject>,
  field: string,
  value: string,
  base: Record<string, unknown>,
): string | null {
  try {
    schema.validateSyncAt(field, { ...base, [field]: value });
    return null;
  } catch (error) {
    return (error as { message: string }).message;
  }
}

/** Letters that pass every pattern (names included): the limit alone decides. */
const text = (length: number) => 'a'.repeat(length);
/** Two words for a full name, `length` characters in all. */
const fullName = (length: number) =>
  `${'a'.repeat(Math.floor((length - 1) / 2))} ${'b'.repeat(Math.ceil((length - 1) / 2))}`;
const email = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

/** Every limited free-text field of every form: its schema, its maximum, how a value of a length is made. */
const FIELDS: [
  form: string,
  schema: ObjectSchema<AnyObject>,
  field: string,
  max: number,
  make?: (length: number) => string,
  base?: Record<string, unknown>,
][] = [
  ['sign-up', registerSchema(yup), 'first_name', LIMITS.nameMax],
  ['sign-up', registerSchema(yup), 'last_name', LIMITS.nameMax],
  ['sign-up', registerSchema(yup), 'email', LIMITS.emailMax, email],
  ['phone sign-up', registerNoUserSchema(yup), 'fullName', LIMITS.nameMax, fullName],
  [
    'phone sign-up (company)',
    registerNoUserSchema(yup),
    'companyName',
    LIMITS.companyNameMax,
    text,
    { isCompany: true },
  ],
  ['edit profile', editProfileSchema(yup), 'first_name', LIMITS.nameMax],
  ['forgot password', forgotPasswordSchema(yup), 'email', LIMITS.emailMax, email],
  ['address', addressSchema(yup), 'name', LIMITS.addressNameMax],
  ['request', requestDetailsSchema(yup), 'comment', LIMITS.requestCommentMax, text, { address: 1 }],
  ['cancel / close / hide / delete', reasonSchema(yup), 'reason', LIMITS.reasonMax],
  ['turn down / withdraw', reasonSchema(yup, true), 'reason', LIMITS.reasonMax],
  ['offer', sendOfferSchema(yup, '2026-01-01'), 'details', LIMITS.offerDetailsMax],
  ['rate the provider', rateProviderSchema(yup), 'experience', LIMITS.ratingExperienceMax],
  ['rate the client', rateClientSchema(yup), 'experience', LIMITS.ratingExperienceMax],
  ['report', reportSchema(yup), 'explanation', LIMITS.reportExplanationMax],
  ['contact us', contactSchema(yup, true), 'details', LIMITS.contactDetailsMax],
  ['contact us (guest)', contactSchema(yup, true), 'name', LIMITS.nameMax, fullName],
  ['provider description', descriptionSchema(yup), 'description', LIMITS.providerDescriptionMax],
];

describe('every free-text field has its maximum (services/shared/limits.ts), the same the sandbox applies', () => {
  for (const [form, schema, field, max, make = text, base = {}] of FIELDS)
    it(`${form}: ${field} at ${max} passes, one more is "Use at most N characters"`, () => {
      expect(messageAt(schema, field, make(max), base)).toBeNull();
      expect(messageAt(schema, field, make(max + 1), base)).toBe(V.tooLong);
    });

  const question = (question_type: Question['question_type']) =>
    ({ id: 1, question_type, is_mandatory: true, is_multiple_select: false }) as Question;
  it.each([
    ['text', LIMITS.textAnswerMax],
    ['text_area', LIMITS.textAreaAnswerMax],
  ] as const)('a %s answer: %i passes, one more is refused', (type, max) => {
    expect(answerError(yup, question(type), text(max))).toBeNull();
    expect(answerError(yup, question(type), text(max + 1))).toBe(V.tooLong);
  });
});

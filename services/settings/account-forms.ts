import { LIMITS } from '@/services/shared/limits';
import type { YupBuilders } from '@/services/shared/schema';
import {
  confirmPasswordField,
  currentPasswordField,
  emailField,
  firstNameField,
  lastNameField,
  newPasswordField,
} from '@/services/shared/validation';
import { V } from '@/services/shared/validation-messages';
import type { InferType } from 'yup';

/* The account's forms (spec §5): the password, the profile, an address, closing the account. */

export const changePasswordSchema = (y: YupBuilders) =>
  y.object({
    old_password: currentPasswordField(y),
    new_password: newPasswordField(y),
    confirm_new_password: confirmPasswordField(y, 'new_password'),
  });

export const editProfileSchema = (y: YupBuilders) =>
  y.object({
    first_name: firstNameField(y),
    last_name: lastNameField(y),
    email: emailField(y),
    gender: y
      .string()
      .transform((value: string) => (value === '' ? undefined : value))
      .oneOf(['male', 'female'], V.genderInvalid)
      .optional(),
  });

/** Whether the email field holds another address than the account's (case and spaces aside): the server then asks for the password. */
export function isEmailChange(value: string | undefined, current: string): boolean {
  const next = (value ?? '').trim().toLowerCase();
  return next !== '' && next !== current.trim().toLowerCase();
}

/** The edit-profile rules for an account whose email is `current`: the current password is required to change it. */
export function editProfileSchemaFor(y: YupBuilders, current: string) {
  return editProfileSchema(y).shape({
    password: y.string().when('email', {
      is: (email: string | undefined) => isEmailChange(email, current),
      then: (field) => field.required(V.passwordRequired),
    }),
  });
}

/** A select's empty choice ('') counts as not chosen. */
const chosenId = (y: YupBuilders, message: string) =>
  y
    .number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(message)
    .required(message);

/** An address's fields: the address book's rule, which a request's new address follows too (services/requests/). */
export const addressFields = (y: YupBuilders) => ({
  city: chosenId(y, V.cityRequired),
  neighborhood: chosenId(y, V.neighborhoodRequired),
  address_type: y.string().required(V.addressTypeRequired).oneOf(['home', 'work', 'other'], V.addressTypeRequired),
  name: y.string().trim().required(V.addressNameRequired).max(LIMITS.addressNameMax, V.tooLong),
});

export const addressSchema = (y: YupBuilders) => y.object(addressFields(y));

export const closeAccountSchema = (y: YupBuilders) => y.object({ password: currentPasswordField(y) });

export type ChangePasswordValues = InferType<ReturnType<typeof changePasswordSchema>>;

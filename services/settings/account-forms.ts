import { number, object, string, type InferType } from 'yup';
import { LIMITS } from '@/services/shared/limits';
import {
  confirmPasswordField,
  currentPasswordField,
  emailField,
  firstNameField,
  lastNameField,
  newPasswordField,
} from '@/services/shared/validation';
import { V } from '@/services/shared/validation-messages';

/* The account's forms (spec §5): the password, the profile, an address, closing the account. */

export const changePasswordSchema = object({
  old_password: currentPasswordField(),
  new_password: newPasswordField(),
  confirm_new_password: confirmPasswordField('new_password'),
});

export const editProfileSchema = object({
  first_name: firstNameField(),
  last_name: lastNameField(),
  email: emailField(),
  gender: string()
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
export function editProfileSchemaFor(current: string) {
  return editProfileSchema.shape({
    password: string().when('email', {
      is: (email: string | undefined) => isEmailChange(email, current),
      then: (field) => field.required(V.passwordRequired),
    }),
  });
}

/** A select's empty choice ('') counts as not chosen. */
const chosenId = (message: string) =>
  number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(message)
    .required(message);

/** An address's fields: the address book's rule, which a request's new address follows too (services/requests/). */
export const addressFields = {
  city: chosenId(V.cityRequired),
  neighborhood: chosenId(V.neighborhoodRequired),
  address_type: string().required(V.addressTypeRequired).oneOf(['home', 'work', 'other'], V.addressTypeRequired),
  name: string().trim().required(V.addressNameRequired).max(LIMITS.addressNameMax, V.tooLong),
};

export const addressSchema = object(addressFields);

export const closeAccountSchema = object({ password: currentPasswordField() });

export type ChangePasswordValues = InferType<typeof changePasswordSchema>;

import { toAppError } from '@/services/errors';
import { V } from '@/services/validation-messages';

/** The backend's per-field texts (docs/api/accounts.md) that have a translated message of our own. */
const FIELD_MESSAGES: Readonly<Record<string, string>> = {
  'A user with this email already exists': V.emailTaken,
  'Wrong Email': V.emailInvalid,
  'This field is required': V.required,
  'Enter a valid name': V.nameInvalid,
  'Ensure this field has at least 8 characters.': V.passwordMin,
};

/**
 * A failed submit's field errors that belong next to fields of this form, as
 * `validation:` keys (Formik `setErrors`). Empty when the error is not about
 * these fields (or its text is unknown): the form alert shows it instead.
 */
export function serverFieldErrors(error: unknown, names: readonly string[]): Record<string, string> {
  if (!error) return {};
  const { fields } = toAppError(error);
  const errors: Record<string, string> = {};
  for (const name of names) {
    const text = fields[name];
    const key = text === undefined ? undefined : FIELD_MESSAGES[text];
    if (key) errors[name] = key;
  }
  return errors;
}

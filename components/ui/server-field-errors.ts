import { toAppError } from '@/services/api/errors';
import { SERVER_FIELD_TEXTS } from '@/services/api/server-texts';

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
    const key = text === undefined ? undefined : SERVER_FIELD_TEXTS[text];
    if (key) errors[name] = key;
  }
  return errors;
}

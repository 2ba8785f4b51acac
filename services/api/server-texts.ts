import { V } from '@/services/shared/validation-messages';
import { messageKeyOf } from './message-keys';

/**
 * The backend's per-field texts (docs/api/accounts.md) that the app replaces with a translated
 * message of its own (`validation:` keys), so a form can put them next to their field.
 */
export const SERVER_FIELD_TEXTS: Readonly<Record<string, string>> = {
  'A user with this email already exists': V.emailTaken,
  'Wrong Email': V.emailInvalid,
  'This field is required': V.required,
  'Enter a valid name': V.nameInvalid,
  'Ensure this field has at least 8 characters.': V.passwordMin,
};

/** A refusal the app explains in its own words rather than repeating it (the invite dialog). */
export const PROVIDER_PAUSED_TEXT = 'This provider paused new jobs';

/**
 * Texts the backend sends in English whatever the language, because the app recognises them and
 * shows its own copy: the error catalogue (spec §8), the field texts and the refusal above. Every other message comes in the
 * request's Accept-Language (docs/api.md, "Errors").
 */
export function isAppTranslated(text: string): boolean {
  return messageKeyOf(text) !== undefined || text in SERVER_FIELD_TEXTS || text === PROVIDER_PAUSED_TEXT;
}

import { LIMITS } from '@/services/shared/limits';
import type { YupBuilders } from '@/services/shared/schema';
import { emailField, fullNameField } from '@/services/shared/validation';
import { V } from '@/services/shared/validation-messages';
import { CONTACT_TOPICS, type ContactMessageBody, type ContactTopic } from './content';

/** The contact-us form as typed: a topic not chosen yet is ''. */
export interface ContactValues {
  topic: ContactTopic | '';
  details: string;
  name: string;
  email: string;
}

export const EMPTY_CONTACT: ContactValues = { topic: '', details: '', name: '', email: '' };

/**
 * Topic and details are required on contact (spec §5). A guest also gives a name and an email to be
 * answered at (a signed-in person is answered at their account's). Details: at most the length of a
 * request's comment (LIMITS.contactDetailsMax).
 */
export function contactSchema(y: YupBuilders, isGuest: boolean) {
  return y.object({
    topic: y
      .string()
      .required(V.required)
      .oneOf([...CONTACT_TOPICS], V.required),
    details: y.string().trim().required(V.required).max(LIMITS.contactDetailsMax, V.tooLong),
    name: isGuest ? fullNameField(y) : y.string(),
    email: isGuest ? emailField(y) : y.string(),
  });
}

/** The call's body: trimmed, and name and email only from a guest. */
export function contactBody(values: ContactValues, isGuest: boolean): ContactMessageBody {
  const body: ContactMessageBody = { topic: values.topic as ContactTopic, details: values.details.trim() };
  return isGuest ? { ...body, name: values.name.trim().replace(/\s+/g, ' '), email: values.email.trim() } : body;
}

import type { ValidationKey } from '@/locales/keys';
import type { Answer, Answers, Question } from '@/services/catalogue';
import { LIMITS } from '@/services/shared/limits';
import { isValidationError, type YupBuilders } from '@/services/shared/schema';
import { V } from '@/services/shared/validation-messages';
import type { AnyObject, ISchema, ObjectSchema } from 'yup';

/**
 * The dynamic question form's rule (spec §5), once: answers keyed by question id.
 * - text / text_area: a string, '' by default, at most 200 / 1000 characters (LIMITS); mandatory ones
 *   non-empty ('This field is required').
 * - panel / ui_tags, single select: an option id; mandatory ones must have one.
 * - panel / ui_tags, multiple select: option ids; mandatory ones at least one.
 * - anything else: a nullable string.
 */
export function answerSchema(y: YupBuilders, question: Question): ISchema<unknown> {
  const { question_type: type, is_mandatory: mandatory, is_multiple_select: multiple } = question;
  if (type === 'text' || type === 'text_area') {
    const text = y.string().default('').max(answerMaxLength(type), V.tooLong);
    return mandatory ? text.trim().required(V.required) : text;
  }
  if (type === 'panel' || type === 'ui_tags') {
    if (multiple) {
      const ids = y.array(y.number().required()).typeError(V.required);
      return mandatory ? ids.required(V.required).min(1, V.required) : ids.optional();
    }
    const id = y.number().typeError(V.required);
    return mandatory ? id.required(V.required) : id.nullable().optional();
  }
  return y.mixed<string>().nullable();
}

/** How long a text answer may be: a line (`text`) or lines (`text_area`). */
export function answerMaxLength(type: 'text' | 'text_area'): number {
  return type === 'text' ? LIMITS.textAnswerMax : LIMITS.textAreaAnswerMax;
}

/** Every question answered so far, as one object schema keyed by question id. */
export function answersSchema(y: YupBuilders, questions: readonly Question[]): ObjectSchema<AnyObject> {
  return y.object(Object.fromEntries(questions.map((question) => [String(question.id), answerSchema(y, question)])));
}

/** The answer a question starts with: '' for text, nothing chosen for the others. */
export function emptyAnswer(question: Question): Answer {
  if (question.question_type === 'text' || question.question_type === 'text_area') return '';
  return question.is_multiple_select ? [] : null;
}

/** The first message for this answer (an i18n key), or null when it passes. */
export function answerError(y: YupBuilders, question: Question, answer: Answer | undefined): ValidationKey | null {
  try {
    y.object({ answer: answerSchema(y, question) }).validateSync({ answer: answer ?? emptyAnswer(question) });
    return null;
  } catch (error) {
    return isValidationError(error) ? (error.message as ValidationKey) : V.required;
  }
}

/** Which answers fail, keyed by question id (the review step and the submit check). */
export function answersErrors(
  y: YupBuilders,
  questions: readonly Question[],
  answers: Answers,
): Record<string, ValidationKey> {
  const filled = Object.fromEntries(
    questions.map((question) => [String(question.id), answers[String(question.id)] ?? emptyAnswer(question)]),
  );
  try {
    answersSchema(y, questions).validateSync(filled, { abortEarly: false });
    return {};
  } catch (error) {
    if (!isValidationError(error)) throw error;
    return Object.fromEntries(
      error.inner.map((inner) => [inner.path?.split(/[.[]/)[0] ?? '', inner.message as ValidationKey]),
    );
  }
}

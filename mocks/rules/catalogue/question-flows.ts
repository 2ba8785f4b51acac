import { MESSAGE_TEXT } from '@/services/api/messages';
import type { Answers, QuestionType } from '@/services/catalogue';
import { answerMaxLength } from '@/services/requests';
import { tooLongError } from '../shared/text';

/*
 * A sub-service's question flow (spec §5, the dynamic question form): the path the answers take
 * through it, and the server's check of those answers. The flow's questions are stored in
 * data/catalogue/question-flows.ts; these rules read only what they need of them.
 */

/** What the flow rules read of a stored question (`SandboxQuestion`). */
export interface FlowQuestion {
  id: number;
  question_type: QuestionType;
  is_mandatory: boolean;
  is_multiple_select: boolean;
  position: number;
  next_question: number | null;
  options: ReadonlyArray<{ id: number; next_question: number | null }>;
}

/** The path of a flow given the answers: first question, then each answer's jump or the question's next. */
export function flowPath<Question extends FlowQuestion>(flow: Question[], answers: Answers): Question[] {
  const byId = new Map(flow.map((question) => [question.id, question]));
  const first = [...flow].sort((a, b) => a.position - b.position)[0];
  const path: Question[] = [];
  let current = first;
  while (current && !path.includes(current)) {
    path.push(current);
    current = byId.get(nextQuestionId(current, chosenOptions(answers[String(current.id)])) ?? -1);
  }
  return path;
}

/** The option ids an answer picks (none for text). */
export function chosenOptions(answer: Answers[string] | undefined): number[] {
  if (typeof answer === 'number') return [answer];
  if (Array.isArray(answer)) return answer;
  return [];
}

/** After `question` answered with these options: a chosen option's jump wins, else the question's next. */
export function nextQuestionId(question: FlowQuestion, optionIds: number[]): number | null {
  const jump = question.options.find((option) => optionIds.includes(option.id) && option.next_question !== null);
  return jump?.next_question ?? question.next_question;
}

function answerError(question: FlowQuestion, answer: Answers[string] | undefined): string | null {
  const empty =
    answer === undefined || answer === null || answer === '' || (Array.isArray(answer) && answer.length === 0);
  if (empty) return question.is_mandatory ? MESSAGE_TEXT.FIELD_REQUIRED : null;
  const known = new Set(question.options.map((option) => option.id));
  switch (question.question_type) {
    case 'text':
    case 'text_area':
      return typeof answer === 'string'
        ? tooLongError(answer, answerMaxLength(question.question_type))
        : 'Expected text';
    case 'panel':
    case 'ui_tags':
      if (question.is_multiple_select) {
        return Array.isArray(answer) && answer.every((id) => known.has(id)) ? null : 'Expected a list of option ids';
      }
      return typeof answer === 'number' && known.has(answer) ? null : 'Expected one option id';
  }
}

/**
 * The dynamic question form's rule (spec §5) on the server side: every question on the answered path is checked (mandatory
 * ones must be answered, with the right type); an answer to a question that is not
 * on the path, or not in the flow, is an error. Errors are keyed by question id.
 */
export function answersErrors(flow: FlowQuestion[], answers: Answers): Record<string, string> {
  const errors: Record<string, string> = {};
  const path = flowPath(flow, answers);
  for (const question of path) {
    const error = answerError(question, answers[String(question.id)]);
    if (error) errors[String(question.id)] = error;
  }
  const onPath = new Set(path.map((question) => String(question.id)));
  for (const key of Object.keys(answers)) if (!onPath.has(key)) errors[key] = 'Not a question of this flow';
  return errors;
}

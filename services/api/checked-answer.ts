import { AppError } from './errors';
import { pageOf, problemOf, readValue, type AnswerRule, type Shape } from './shape';

const said = new Set<string>();

/** Each thing said once per call and problem, however often the screen retries or refetches. */
function sayOnce(say: (text: string) => void, text: string): void {
  if (said.has(text)) return;
  said.add(text);
  say(text);
}

/**
 * An answer a screen depends on, read through what its service declares (services/api/shape.ts): the
 * value a screen gets has its fallbacks filled and its bad list items left out, each said once in the
 * console (`Left out of GET requests/: results[2].status is missing`, `Fallback in GET
 * common/country-by-code-name/{codeName}: dial_code is missing: …`). A required field missing or
 * wrong is an AppError naming the call and the problem, which screens show as the generic error
 * with a retry; it is logged once per call and problem.
 */
export function checkedAnswer<T>(call: string, data: unknown, shape: Shape, status = 200): T {
  const notes = { fallbacks: [], leftOut: [] };
  const reading = readValue(data, shape, '', notes);
  for (const problem of notes.leftOut) sayOnce(console.warn, `Left out of ${call}: ${problem}`);
  for (const fallback of notes.fallbacks) sayOnce(console.warn, `Fallback in ${call}: ${fallback}`);
  if (reading.ok) return reading.value as T;
  const malformed = `${call}: ${reading.problem}`;
  sayOnce(console.error, `Malformed answer from ${malformed}`);
  throw new AppError(status, undefined, {}, undefined, undefined, malformed);
}

/** The shape a rule reads its answer through: a page of its shape where the call answers a list. */
export const shapeOf = (rule: AnswerRule): Shape => (rule.page ? pageOf(rule.shape()) : rule.shape());

/** `data` read through its call's rule (services/api/api-client.ts `shaped`). */
export function readAnswer(rule: AnswerRule, data: unknown, status: number): unknown {
  return checkedAnswer(rule.call, data, shapeOf(rule), status);
}

/** `data` read through its call's rule when it has the shape, else null (services/api/lenient-answers.ts `shapedOrNull`). */
export function readIfFits(rule: AnswerRule, data: unknown): unknown {
  return problemOf(data, shapeOf(rule)) === null ? checkedAnswer(rule.call, data, shapeOf(rule)) : null;
}

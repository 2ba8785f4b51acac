import type { AnswerRule, AnswersLoader, AnswerTable } from './shape';

type Answer = { data: unknown; status: number };

/*
 * The answers read more leniently than services/api/api-client.ts `shaped` reads them, for the few calls
 * that need it (none of them in a route's first load, which carries only `shaped`).
 */

/** An answer read when it has its shape, else null: the call worked, and the screen reads it another way. */
export async function shapedOrNull<T, A extends AnswerTable = AnswerTable>(
  answers: AnswersLoader<A>,
  name: keyof A & string,
  answer: Answer | Promise<Answer>,
): Promise<T | null> {
  const reading = Promise.all([import('./start-reader'), answers()]);
  const { data } = await answer;
  const [{ readIfFits }, shapes] = await reading;
  return readIfFits(shapes.ANSWERS[name] as AnswerRule, data) as T | null;
}

/** A call's answer where a 2xx with no body (201, 204) is read as an empty object, with its fallbacks. */
export const orEmpty = (answer: Promise<Answer>): Promise<Answer> =>
  answer.then(({ data, status }) => ({ data: data || {}, status }));

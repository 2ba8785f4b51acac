import type { ShapeName } from './read-answer';

type Answer = { data: unknown; status: number };

/**
 * An answer read through its named shape (services/api/read-answer.ts), whose chunk is asked for as the
 * call leaves and arrives while the answer is on its way: a route's first load carries this loader
 * and none of the shapes. `page`: the answer is a list (a DRF page, or a plain array).
 */
export async function shaped<T>(
  call: string,
  shape: ShapeName,
  answer: Answer | Promise<Answer>,
  page = false,
): Promise<T> {
  const reader = import('./read-answer');
  const { data, status } = await answer;
  return (await reader).readAnswer(call, data, shape, page, status) as T;
}

/** A creating call's answer, where a 2xx with no body (201, 204) is read as an empty object, with its fallbacks. */
export const orEmpty = (answer: Promise<Answer>): Promise<Answer> =>
  answer.then(({ data, status }) => ({ data: data || {}, status }));

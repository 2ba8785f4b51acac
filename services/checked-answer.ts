import { AppError } from './errors';
import { problemOf, type Shape } from './shape';

const logged = new Set<string>();

/**
 * An answer a screen depends on, checked against what its service declares it reads. A mismatch
 * is an AppError naming the call and the problem (`GET requests/{id}/offers/: results[2].price is
 * not a number`), which screens show as the generic error with a retry; it is logged once per call
 * and problem, however often the screen retries.
 */
export function checkedAnswer<T>(call: string, data: unknown, shape: Shape, status = 200): T {
  const problem = problemOf(data, shape);
  if (problem === null) return data as T;
  const said = `${call}: ${problem}`;
  if (!logged.has(said)) {
    logged.add(said);
    console.error(`Malformed answer from ${said}`);
  }
  throw new AppError(status, undefined, {}, undefined, undefined, said);
}

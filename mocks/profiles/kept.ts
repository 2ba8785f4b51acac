import { objectOf, type Shape } from '@/services/api/shape';
import { minimalOf } from '@/services/api/shape-paths';
import { APP_ANSWERS } from './app-answers';
import { SPEC_ANSWERS } from './spec-answers';

/**
 * What the minimal backend sends of a call's answer: what the spec documents for its 27 calls
 * (spec-answers.ts); for ours, what the app's shape requires (app-answers.ts); for an answer the app
 * declares no shape for, nothing (`{}`): it may rely on none of it.
 */
export function keptShape(call: string): Shape {
  return (SPEC_ANSWERS[call] ?? APP_ANSWERS[call])?.() ?? objectOf({});
}

/** The answer cut down to `keptShape` (services/api/shape-paths.ts `minimalOf`: one projection for both tables). */
export const keptOf =
  (call: string) =>
  (body: unknown): unknown =>
    minimalOf(body, keptShape(call));

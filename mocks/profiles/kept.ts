import { objectOf, type Shape } from '@/services/shape';
import { minimalOf } from '@/services/shape-paths';
import { APP_ANSWERS } from './app-answers';
import { SPEC_ANSWERS } from './spec-answers';

/**
 * A call as the profiles name it: method and path below /api/v1/, every path parameter `{}`, no
 * query (`GET requests/{}/offers/`). A route's `requests/:id/offers/?page_size=…` and the contract's
 * `requests/{id}/offers/` both come to it.
 */
export function callKey(method: string, path: string): string {
  const [pathname = ''] = path.split('?');
  return `${method.toUpperCase()} ${pathname.replace(/:[^/]+|\{[^}]*\}/g, '{}')}`;
}

/**
 * What the minimal backend sends of a call's answer: what the spec documents for its 27 calls
 * (spec-answers.ts); for ours, what the app's shape requires (app-answers.ts); for an answer the app
 * declares no shape for, nothing (`{}`): it may rely on none of it.
 */
export function keptShape(call: string): Shape {
  return (SPEC_ANSWERS[call] ?? APP_ANSWERS[call])?.() ?? objectOf({});
}

/** The answer cut down to `keptShape` (services/shape-paths.ts `minimalOf`: one projection for both tables). */
export const keptOf =
  (call: string) =>
  (body: unknown): unknown =>
    minimalOf(body, keptShape(call));

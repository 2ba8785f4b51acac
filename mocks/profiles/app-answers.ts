import { ANSWER_SHAPES } from '@/services/api/answer-shapes';
import type { Shape } from '@/services/api/shape';
import { callKey } from './call-key';

/**
 * What the app reads of each call's answer: services/api/answer-shapes.ts (the one list the docs' "What a
 * backend must send" is made from), keyed as `callKey` writes a call. The minimal profile sends of
 * our designed calls only what these require; the conformance run sorts a difference by them
 * (tests/contract/conformance-impact.ts).
 */
export const APP_ANSWERS: Readonly<Record<string, () => Shape>> = Object.fromEntries(
  ANSWER_SHAPES.flatMap(({ call, shape }) => {
    const [method = '', path = ''] = call.split(' ');
    return shape ? [[callKey(method, path), shape] as const] : [];
  }),
);

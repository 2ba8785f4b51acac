/**
 * What every page's start reads answers with, as one chunk: the checker (./checked-answer.ts) and the
 * answers no domain owns (./common-shapes.ts), the country lookup's among them. Every `import()` of the
 * reader names this module, so the start fetches one chunk for both, with one copy of ./shape.ts; two
 * `import()`s made two chunks, each with its own (issue 42). Asked for as the shared chunk runs
 * (./api-client.ts), never in a route's first load.
 */
export { readAnswer, readIfFits } from './checked-answer';
export { ANSWERS } from './common-shapes';

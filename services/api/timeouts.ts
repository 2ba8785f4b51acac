/**
 * How long the app waits for an answer before it gives up on a call (designed, docs/api.md "Timeouts"):
 * a stalled phone network otherwise leaves a call, and its spinner, waiting for ever. A timed-out call is
 * an `AppError` with `unanswered: 'timeout'` ("The server took too long to answer"); a change keeps its form and its
 * idempotency key, so sending again cannot do it twice. Uploads carry up to 5 MB from a phone: longer.
 */
export const TIMEOUTS = {
  callMs: 15_000,
  uploadMs: 120_000,
} as const;

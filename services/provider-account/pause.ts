/**
 * A paused provider is offered no new jobs and cannot be invited until `paused_until` (spec §4). The one
 * home of the rule: the provider's screens and the sandbox both use it.
 */
export function isPaused(pausedUntil: string | null | undefined, now: Date = new Date()): pausedUntil is string {
  return typeof pausedUntil === 'string' && new Date(pausedUntil).getTime() > now.getTime();
}

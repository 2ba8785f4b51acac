/**
 * Free text over its maximum (services/shared/limits.ts, the numbers the screens read too): DRF's
 * `CharField(max_length=…)` message, or null. Lengths count UTF-16 code units, as the screens'
 * `maxLength` does.
 */
export function tooLongError(value: string, max: number): string | null {
  return value.length > max ? `Ensure this field has no more than ${max} characters.` : null;
}

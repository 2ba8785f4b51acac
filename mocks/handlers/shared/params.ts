import { MESSAGE_TEXT } from '@/services/api/messages';
import { tooLongError } from '../../rules/shared/text';
import { fail, type RouteContext } from '../../shared/http';

/* Reading the marketplace calls' path, query and body fields, each refusal in DRF's shape. */

/** A positive integer path parameter, or 404. */
export function idParam(context: RouteContext, name = 'id'): number {
  const id = Number(context.params[name]);
  if (!Number.isInteger(id) || id <= 0) fail(404, 'NO_RESULT');
  return id;
}

export function requiredText(value: unknown, field: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) fail(400, 'FIELD_REQUIRED', { [field]: MESSAGE_TEXT.FIELD_REQUIRED });
  return text;
}

/** An optional free-text reason: trimmed, or null when empty; over `max` characters a 400 on `field`. */
export function optionalText(value: unknown, field: string, max: number): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  check(tooLongError(text, max), field);
  return text || null;
}

export function numberList(value: unknown, field: string): number[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'number' && Number.isInteger(item))) {
    fail(400, { text: `Invalid type for ${field}: expected a list of ids` });
  }
  return value as number[];
}

export function stringList(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    fail(400, { text: `Invalid type for ${field}: expected a list of strings` });
  }
  return value as string[];
}

/** A rule's message (or null) as a 400 on `field`. */
export function check(error: string | null, field: string): void {
  if (error) fail(400, { text: error }, { [field]: error });
}

/** A query filter from its allowed values; absent or empty means no filter. */
export function parseFilter<T extends string | number>(
  raw: string | null,
  allowed: readonly T[],
  name: string,
): T | undefined {
  if (raw === null || raw === '') return undefined;
  const value = allowed.find((item) => String(item) === raw);
  if (value === undefined) fail(400, { text: `Invalid ${name}: ${raw}` });
  return value;
}

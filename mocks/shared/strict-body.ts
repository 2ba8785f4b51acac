import type { MessageKey } from '@/services/api/messages';
import { MESSAGE_TEXT } from '@/services/api/messages';

/**
 * How the sandbox refuses: a handler throws `fail()` / `failTooMany()` and `route()` answers
 * `{"error": …}` (mocks/shared/http.ts); a body is checked like a strict backend's serializer.
 */

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** A 429's wait in seconds: sent as `retry_after` and the `Retry-After` header. */
    readonly retryAfter?: number,
    /** Why, for the client to act on (sent as `code`: docs/api/openapi.yaml `Error`). */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Throw from a handler to answer `{"error": …}` with a catalogue message or free text (and its `code`, if any). */
export function fail(
  status: number,
  message: MessageKey | { text: string; code?: string },
  fields?: Record<string, string>,
): never {
  if (typeof message === 'string') throw new HttpError(status, MESSAGE_TEXT[message], fields);
  throw new HttpError(status, message.text, fields, undefined, message.code);
}

/** 429 with `{"error", "retry_after"}` and `Retry-After` (docs/api/accounts.md "Abuse limits"). */
export function failTooMany(seconds: number, message: MessageKey = 'TOO_MANY_REQUESTS'): never {
  throw new HttpError(429, MESSAGE_TEXT[message], undefined, seconds);
}

type FieldType = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'nullable-string' | 'nullable-number';

/** A body spec: each field's type; a `?` suffix on the name marks it optional. */
export type BodySpec = Record<string, FieldType>;

interface FieldValue {
  string: string;
  number: number;
  boolean: boolean;
  array: unknown[];
  object: Record<string, unknown>;
  'nullable-string': string | null;
  'nullable-number': number | null;
}

/** The body a spec accepts, as a type: the spec is written once, for the check and for TypeScript. */
export type BodyOf<S extends BodySpec> = {
  [K in keyof S as K extends `${string}?` ? never : K]: FieldValue[S[K]];
} & {
  [K in keyof S as K extends `${infer Name}?` ? Name : never]?: FieldValue[S[K]];
};

function typeOk(type: FieldType, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'nullable-string':
      return value === null || typeof value === 'string';
    case 'nullable-number':
      return value === null || (typeof value === 'number' && Number.isFinite(value));
  }
}

/** Validate like a strict backend: unknown or missing fields, or a wrong type, give 400. */
export function validateBody<S extends BodySpec>(body: unknown, spec: S): BodyOf<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    fail(400, { text: 'A JSON object body is required' });
  const record = body as Record<string, unknown>;
  const known = new Map(
    Object.entries(spec).map(([name, type]) => [name.replace(/\?$/, ''), { type, optional: name.endsWith('?') }]),
  );
  const unknown = Object.keys(record).filter((key) => !known.has(key));
  if (unknown.length) fail(400, { text: `Unknown field(s): ${unknown.join(', ')}` });
  for (const [name, { type, optional }] of known) {
    const value = record[name];
    if (value === undefined) {
      if (!optional) fail(400, { text: `Missing field: ${name}` }, { [name]: 'This field is required' });
      continue;
    }
    if (!typeOk(type, value)) fail(400, { text: `Invalid type for ${name}: expected ${type}` });
  }
  return record as BodyOf<S>;
}

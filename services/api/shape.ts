/**
 * What a service reads of an answer, declared next to the call and read through before any screen
 * sees it (services/api/checked-answer.ts). Hand-written on purpose: a schema library would ship in every
 * route that reads the API. A declaration names only what screens rely on; extra fields pass.
 *
 * The tolerant reader (docs/api.md "What a backend must send"): a field is **required** only when a
 * screen cannot work without it; every other one is **optional** with a named fallback, either filled
 * in here (`orElse`: the screen's type keeps the field) or left out for the screen to handle
 * (`optional`: the field's type says it may be absent). A list item that fails its shape is left out
 * and the rest are shown; a value a tolerant enum does not know is kept for the screen to degrade.
 */
export type Primitive = 'string' | 'number' | 'boolean';

export interface NullableShape<S extends Shape = Shape> {
  readonly nullable: S;
}
export interface OneOfShape<V extends string = string> {
  readonly oneOf: readonly V[];
  /** Set when a value outside `oneOf` is kept (the screen degrades it): says how. */
  readonly unknown?: string;
}
export interface ListShape<S extends Shape = Shape> {
  readonly list: S;
}
/** DRF's pagination envelope, or a plain array where a backend's pagination is off. */
export interface PageShape<S extends Shape = Shape> {
  readonly page: S;
}
export interface ObjectShape<F extends Fields = Fields> {
  readonly fields: F;
}
export type Shape = Primitive | NullableShape | OneOfShape | ListShape | PageShape | ObjectShape;

/** The object a missing field belongs to, as the answer sent it: a fill reads its other fields. */
export type Owner = Readonly<Record<string, unknown>>;

/** A field an answer may leave out (or send wrong): `fallback` says what the user sees instead. */
export interface OptionalField<S extends Shape = Shape, Filled extends boolean = boolean> {
  readonly optional: S;
  readonly fallback: string;
  /** The value put in its place; none (or undefined) leaves the field out for the screen to handle. */
  readonly fill?: (owner: Owner) => unknown;
  /** True when `fill` always gives a value: the screen's type keeps the field. */
  readonly filled: Filled;
}
export type Field = Shape | OptionalField;
export type Fields = Readonly<Record<string, Field>>;

export const nullable = <const S extends Shape>(shape: S): NullableShape<S> => ({ nullable: shape });
/** One of known values; any other is a malformed answer (or, for an optional field, its fallback). */
export const oneOf = <const V extends string>(values: readonly V[]): OneOfShape<V> => ({ oneOf: values });
/** One of known values, and any other string kept as it came: `degrades` says what the screen shows then. */
export const oneOfOrUnknown = <const V extends string>(values: readonly V[], degrades: string) =>
  ({ oneOf: values, unknown: degrades }) as OneOfShape<V> & { readonly unknown: string };
export const listOf = <const S extends Shape>(shape: S): ListShape<S> => ({ list: shape });
export const objectOf = <const F extends Fields>(fields: F): ObjectShape<F> => ({ fields });
export const pageOf = <const S extends Shape>(item: S): PageShape<S> => ({ page: item });

/** Optional, left out when missing (or filled when `fill` can): the screen's type says it may be absent. */
export const optional = <const S extends Shape>(
  shape: S,
  fallback: string,
  fill?: (owner: Owner) => unknown,
): OptionalField<S, false> => ({ optional: shape, fallback, filled: false, ...(fill && { fill }) });

/** Optional, always filled in when missing: the screen reads the field as if sent. */
export const orElse = <const S extends Shape>(
  shape: S,
  fallback: string,
  fill: (owner: Owner) => unknown,
): OptionalField<S, true> => ({ optional: shape, fallback, fill, filled: true });

/** A constant fill. */
export const always = (value: unknown) => (): unknown => value;

export const isOptional = (field: Field): field is OptionalField => typeof field === 'object' && 'optional' in field;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value a tolerant enum accepts beyond its known ones: the screen must degrade it (typed apart). */
export type Unrecognised = string & Record<never, never>;

type Flat<T> = { [K in keyof T]: T[K] } & unknown;
type AbsentKeys<F> = { [K in keyof F]: F[K] extends OptionalField<Shape, false> ? K : never }[keyof F];
type FieldShape<F> = F extends OptionalField<infer S, boolean> ? S : F;
type ReadObject<T, F> = Flat<
  { [K in Exclude<keyof T, AbsentKeys<F>>]: K extends keyof F ? Read<T[K], FieldShape<F[K]>> : T[K] } & {
    [K in Extract<keyof T, AbsentKeys<F>>]?: Read<T[K], FieldShape<F[K]>>;
  }
>;

/**
 * What a screen may rely on of a record typed `T` (the contract's type, services/api/api-schema.d.ts)
 * once read through `S`: a field `optional` leaves out is `?:`; a tolerant enum adds `Unrecognised`.
 */
export type Read<T, S> =
  S extends NullableShape<infer I>
    ? Read<Exclude<T, null>, I> | null
    : S extends ListShape<infer I>
      ? T extends readonly (infer E)[]
        ? Read<E, I>[]
        : T
      : S extends PageShape<infer I>
        ? T extends { results: readonly (infer E)[] }
          ? Flat<Omit<T, 'results'> & { results: Read<E, I>[] }>
          : T
        : S extends ObjectShape<infer F>
          ? ReadObject<T, F>
          : S extends { readonly unknown: string }
            ? T | Unrecognised
            : T;

/** A field's place in an answer, as docs and logs say it: `user.language`, `results[].price`. */
const at = (path: string, name: string | number): string =>
  typeof name === 'number' ? `${path}[${name}]` : path ? `${path}.${name}` : name;
const named = (path: string): string => path || 'the answer';

export type Reading = { ok: true; value: unknown } | { ok: false; problem: string };

/** What the reader did beside the answer: fallbacks used and items left out, said once each by the caller. */
export interface Notes {
  fallbacks: string[];
  leftOut: string[];
}

const ok = (value: unknown): Reading => ({ ok: true, value });
const fail = (problem: string): Reading => ({ ok: false, problem });

function readList(value: unknown[], item: Shape, path: string, notes: Notes): unknown[] {
  const kept: unknown[] = [];
  for (const [index, entry] of value.entries()) {
    const reading = readValue(entry, item, at(path, index), notes);
    if (reading.ok) kept.push(reading.value);
    else notes.leftOut.push(reading.problem);
  }
  return kept;
}

/** A page, or a plain array (pagination off): without `next`, one complete page. */
function readPage(value: unknown, item: Shape, path: string, notes: Notes): Reading {
  if (Array.isArray(value)) {
    const results = readList(value, item, at(path, 'results'), notes);
    return ok({ count: results.length, next: null, previous: null, results });
  }
  if (!isObject(value)) return fail(`${named(path)} is not a page or a list`);
  if (!('results' in value)) return fail(`${at(path, 'results')} is missing`);
  if (!Array.isArray(value.results)) return fail(`${at(path, 'results')} is not a list`);
  const results = readList(value.results, item, at(path, 'results'), notes);
  const link = (name: string) => (typeof value[name] === 'string' ? value[name] : null);
  const count = typeof value.count === 'number' ? value.count : results.length;
  return ok({ ...value, count, next: link('next'), previous: link('previous'), results });
}

function readField(owner: Record<string, unknown>, name: string, field: Field, path: string, notes: Notes): Reading {
  const place = at(path, name);
  if (!isOptional(field)) {
    if (!(name in owner) || owner[name] === undefined) return fail(`${place} is missing`);
    return readValue(owner[name], field, place, notes);
  }
  if (owner[name] !== undefined) {
    const sent = readValue(owner[name], field.optional, place, notes);
    if (sent.ok) return sent;
    notes.fallbacks.push(`${sent.problem}: ${field.fallback}`);
  } else notes.fallbacks.push(`${place} is missing: ${field.fallback}`);
  const filled = field.fill?.(owner);
  if (filled === undefined) return ok(undefined);
  const reading = readValue(filled, field.optional, place, notes);
  if (!reading.ok) throw new Error(`The fallback of ${place} does not fit its shape: ${reading.problem}`);
  return reading;
}

/**
 * `value` read through `shape`: the value a screen gets (fallbacks filled, bad list items left out,
 * unknown-but-tolerated values kept), or the first problem that makes it unusable, said as a reader
 * would (`results[2].price is not a number`).
 */
export function readValue(value: unknown, shape: Shape, path: string, notes: Notes): Reading {
  if (typeof shape === 'string')
    return typeof value === shape && !Number.isNaN(value) ? ok(value) : fail(`${named(path)} is not a ${shape}`);
  if ('nullable' in shape) return value === null ? ok(null) : readValue(value, shape.nullable, path, notes);
  if ('oneOf' in shape)
    return typeof value === 'string' && (shape.unknown !== undefined || shape.oneOf.includes(value))
      ? ok(value)
      : fail(`${named(path)} is not one of ${shape.oneOf.join(', ')}`);
  if ('list' in shape)
    return Array.isArray(value) ? ok(readList(value, shape.list, path, notes)) : fail(`${named(path)} is not a list`);
  if ('page' in shape) return readPage(value, shape.page, path, notes);
  if (!isObject(value)) return fail(`${named(path)} is not an object`);
  const read: Record<string, unknown> = { ...value };
  for (const [name, field] of Object.entries(shape.fields)) {
    const reading = readField(value, name, field, path, notes);
    if (!reading.ok) return reading;
    if (reading.value === undefined) delete read[name];
    else read[name] = reading.value;
  }
  return ok(read);
}

/** The first problem that makes `value` unusable as `shape`, or null when a screen can read it. */
export function problemOf(value: unknown, shape: Shape): string | null {
  const reading = readValue(value, shape, '', { fallbacks: [], leftOut: [] });
  return reading.ok ? null : reading.problem;
}

/**
 * One call's answer as its domain declares it: the call, named as its AppError and
 * docs/api/must-send.md name it, the shape it is read through, and `page` when the answer is a list
 * of them (a DRF page, or a plain array).
 */
export interface AnswerRule {
  readonly call: string;
  readonly shape: () => Shape;
  readonly page?: boolean;
}

/** A domain's answers by name: the `ANSWERS` of its `<domain>-shapes.ts` (`<DOMAIN>_ANSWERS` from its public entry). */
export type AnswerTable = Readonly<Record<string, AnswerRule>>;

/**
 * A domain's answer table as its calls hand it in: its `<domain>-shapes.ts` asked for with `import()`
 * (`() => import('./offer-shapes')`, whose `ANSWERS` is the table), so the shapes load beside the call,
 * never in a route's first load, and the reader (services/api/api-client.ts `shaped`) imports no domain.
 */
export type AnswersLoader<A extends AnswerTable> = () => Promise<{ readonly ANSWERS: A }>;

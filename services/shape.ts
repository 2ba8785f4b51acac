/**
 * What a service reads of an answer, declared next to the call and checked before any screen sees
 * it (services/checked-answer.ts). Hand-written on purpose: a schema library would ship in every
 * route that reads the API. A declaration names only what screens rely on; extra fields pass.
 */
export type Shape =
  | 'string'
  | 'number'
  | 'boolean'
  | { readonly nullable: Shape }
  | { readonly oneOf: readonly string[] }
  | { readonly list: Shape }
  | { readonly fields: Readonly<Record<string, Shape>> };

export const nullable = (shape: Shape): Shape => ({ nullable: shape });
export const oneOf = (values: readonly string[]): Shape => ({ oneOf: values });
export const listOf = (shape: Shape): Shape => ({ list: shape });
export const objectOf = (fields: Readonly<Record<string, Shape>>): Shape => ({ fields });
/** DRF's pagination envelope around items of one shape. */
export const pageOf = (item: Shape): Shape =>
  objectOf({ count: 'number', next: nullable('string'), results: listOf(item) });

const at = (path: string, name: string | number): string =>
  typeof name === 'number' ? `${path}[${name}]` : path ? `${path}.${name}` : name;
const named = (path: string): string => path || 'the answer';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The first thing in `value` that does not match `shape`, said as a reader would
 * (`results[2].price is not a number`), or null when it matches.
 */
export function problemOf(value: unknown, shape: Shape, path = ''): string | null {
  if (typeof shape === 'string') return typeof value === shape ? null : `${named(path)} is not a ${shape}`;
  if ('nullable' in shape) return value === null ? null : problemOf(value, shape.nullable, path);
  if ('oneOf' in shape)
    return typeof value === 'string' && shape.oneOf.includes(value)
      ? null
      : `${named(path)} is not one of ${shape.oneOf.join(', ')}`;
  if ('list' in shape) {
    if (!Array.isArray(value)) return `${named(path)} is not a list`;
    for (const [index, item] of value.entries()) {
      const problem = problemOf(item, shape.list, at(path, index));
      if (problem) return problem;
    }
    return null;
  }
  if (!isObject(value)) return `${named(path)} is not an object`;
  for (const [name, field] of Object.entries(shape.fields)) {
    if (!(name in value)) return `${at(path, name)} is missing`;
    const problem = problemOf(value[name], field, at(path, name));
    if (problem) return problem;
  }
  return null;
}

/** The fields a declaration requires at its top level (tests feed an answer missing each). */
export function requiredFields(shape: Shape): string[] {
  return typeof shape === 'object' && 'fields' in shape ? Object.keys(shape.fields) : [];
}

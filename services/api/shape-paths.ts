import { isOptional, type Field, type OptionalField, type Shape } from './shape';

/**
 * A declaration said field by field (services/api/shape.ts), for those who build against it: the docs'
 * "What a backend must send" (tests/contract/must-send.test.ts holds docs/api.md to it), the sandbox's
 * minimal profile (`minimalOf`: an answer cut down to what the app requires) and the conformance run.
 * Paths read as logs say them: `user.language`, `results[].price`.
 */

export interface FieldRule {
  path: string;
  /** Absent for a required field; what the user sees instead for an optional one. */
  fallback?: string;
  /**
   * An optional field is `always` filled in (the screen reads it as if sent), filled `sometimes`
   * (when its fill finds a value, else left out), or `never` (left out for the screen to handle).
   */
  filled?: 'always' | 'sometimes' | 'never';
  /** A value outside the known ones is kept (a tolerant enum): what the screen shows then. */
  unknown?: string;
  /** Inside an optional object: the field is needed only when that object (this path) is sent. */
  whenSent?: string;
}

const fillOf = (field: OptionalField): FieldRule['filled'] =>
  field.filled ? 'always' : field.fill ? 'sometimes' : 'never';

const join = (path: string, name: string): string => (path ? `${path}.${name}` : name);

function walk(shape: Shape, path: string, whenSent: string | undefined, rules: FieldRule[]): void {
  if (typeof shape === 'string') return;
  if ('nullable' in shape) return walk(shape.nullable, path, whenSent, rules);
  if ('oneOf' in shape) return;
  if ('list' in shape) return walk(shape.list, `${path}[]`, whenSent, rules);
  if ('page' in shape) return walk(shape.page, join(path, 'results[]'), whenSent, rules);
  for (const [name, field] of Object.entries(shape.fields)) fieldRules(field, join(path, name), whenSent, rules);
}

function fieldRules(field: Field, path: string, whenSent: string | undefined, rules: FieldRule[]): void {
  const inner = isOptional(field) ? field.optional : field;
  const unknown = typeof inner === 'object' && 'oneOf' in inner ? inner.unknown : undefined;
  rules.push({
    path,
    ...(isOptional(field) && { fallback: field.fallback, filled: fillOf(field) }),
    ...(unknown !== undefined && { unknown }),
    ...(whenSent !== undefined && { whenSent }),
  });
  // Inside an optional object, a field it requires is needed only when the object is sent.
  walk(inner, path, isOptional(field) ? path : whenSent, rules);
}

/** Every field a declaration names, required or with its fallback, in declaration order. */
export function fieldRulesOf(shape: Shape): FieldRule[] {
  const rules: FieldRule[] = [];
  walk(shape, '', undefined, rules);
  return rules;
}

/** The fields a backend must send for a screen to work (nested ones only where their parent is required). */
export function requiredPaths(shape: Shape): string[] {
  return fieldRulesOf(shape)
    .filter((rule) => rule.fallback === undefined && rule.whenSent === undefined)
    .map((rule) => rule.path);
}

/** The optional fields, each with its fallback (tests drop each in turn). */
export function optionalPaths(shape: Shape): FieldRule[] {
  return fieldRulesOf(shape).filter((rule) => rule.fallback !== undefined && rule.whenSent === undefined);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `value` cut down to what `shape` requires: optional fields and fields the declaration does not
 * name are dropped, lists and pages keep every item (each cut down), a page keeps DRF's envelope
 * as sent. What the sandbox's minimal profile answers for a designed call.
 */
export function minimalOf(value: unknown, shape: Shape): unknown {
  if (typeof shape === 'string' || 'oneOf' in shape) return value;
  if ('nullable' in shape) return value === null ? null : minimalOf(value, shape.nullable);
  if ('list' in shape) return Array.isArray(value) ? value.map((item) => minimalOf(item, shape.list)) : value;
  if ('page' in shape) {
    if (Array.isArray(value)) return value.map((item) => minimalOf(item, shape.page));
    if (!isObject(value) || !Array.isArray(value.results)) return value;
    return { ...value, results: value.results.map((item) => minimalOf(item, shape.page)) };
  }
  if (!isObject(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape.fields)) {
    if (isOptional(field) || !(name in value)) continue;
    kept[name] = minimalOf(value[name], field);
  }
  return kept;
}

/**
 * Drift between what a service's shape declaration requires (services/api/shape.ts) and what the
 * contract requires (docs/api/openapi.yaml): compared field by field, nested objects and list
 * items included. A field the shape declares optional (with its fallback) counts as read, never as
 * required. Test-only.
 */
import { isOptional, type Field, type Shape } from '@/services/api/shape';

type Json = Record<string, unknown>;

export interface Drift {
  /** Fields the shape requires that the document does not (a backend may leave them out). */
  extra: string[];
  /** Fields the document requires that the shape does not check. */
  skipped: string[];
}

function deref(document: Json, node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<Json>((at, token) => at[token] as Json, document);
  return deref(document, target);
}

/** An object schema as one: `allOf` merged, a nullable `oneOf` reduced to its non-null branch. */
function flatten(document: Json, raw: Json): Json {
  const node = deref(document, raw);
  const branches = (node.oneOf ?? node.anyOf) as Json[] | undefined;
  if (branches) {
    const present = branches.map((branch) => deref(document, branch)).filter((branch) => branch.type !== 'null');
    const [only] = present;
    return present.length === 1 && only ? flatten(document, only) : node;
  }
  if (!Array.isArray(node.allOf)) return node;
  const parts = (node.allOf as Json[]).map((part) => flatten(document, part));
  return {
    type: 'object',
    required: parts.flatMap((part) => (part.required as string[] | undefined) ?? []),
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})) as Json,
  };
}

function unwrap(shape: Field): Shape {
  if (isOptional(shape)) return unwrap(shape.optional);
  if (typeof shape === 'object' && 'nullable' in shape) return unwrap(shape.nullable);
  return shape;
}

function compare(document: Json, shape: Field, raw: Json, path: string, drift: Drift): void {
  const bare = unwrap(shape);
  if (typeof bare !== 'object' || 'oneOf' in bare || 'nullable' in bare || 'page' in bare) return;
  const schema = flatten(document, raw);
  if ('list' in bare) {
    compare(document, bare.list, (schema.items ?? {}) as Json, `${path}[]`, drift);
    return;
  }
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const at = (name: string) => (path ? `${path}.${name}` : name);
  for (const [name, field] of Object.entries(bare.fields)) {
    if (!required.has(name) && !isOptional(field)) drift.extra.push(at(name));
    if (properties[name]) compare(document, field, properties[name], at(name), drift);
  }
  for (const name of required) if (!(name in bare.fields)) drift.skipped.push(at(name));
}

/** How `shape` differs from the document's schema `schema` (a name under components/schemas). */
export function driftOf(document: Json, shape: Shape, schema: string): Drift {
  const drift: Drift = { extra: [], skipped: [] };
  const schemas = (document.components as Json).schemas as Json;
  if (!schemas[schema]) throw new Error(`docs/api/openapi.yaml has no schema ${schema}`);
  compare(document, shape, schemas[schema] as Json, '', drift);
  return drift;
}

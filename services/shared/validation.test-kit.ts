import type { AnyObject, ObjectSchema } from 'yup';

/* The validation tables' one helper: a schema, a field, the other values, and rows of value → first message. */

/** The first message a schema gives for `values`, or null when they pass. */
function firstError(schema: ObjectSchema<AnyObject>, values: Record<string, unknown>, field: string): string | null {
  try {
    schema.validateSyncAt(field, values);
    return null;
  } catch (error) {
    return (error as { message: string }).message;
  }
}

type Row = [value: unknown, expected: string | null];

/** One test per row: `field` set to the row's value (the rest from `base`) gives the row's message, or none. */
export function table(schema: ObjectSchema<AnyObject>, field: string, base: Record<string, unknown>, rows: Row[]) {
  it.each(rows)(`${field} = %j → %s`, (value, expected) => {
    expect(firstError(schema, { ...base, [field]: value }, field)).toBe(expected);
  });
}

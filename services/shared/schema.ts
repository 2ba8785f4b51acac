import type * as Yup from 'yup';

/**
 * yup's builders, handed to the schemas rather than imported by them (issue 42): yup loads once, with the
 * form kit (components/forms/kit.ts), and a schema module costs a screen nothing until its form opens. A
 * schema is a function of the builders: `loginSchema(yup)` in a form (`useFormKit().yup`), in the sandbox
 * and in tests (`import * as yup from 'yup'`).
 */
export type YupBuilders = Pick<typeof Yup, 'array' | 'boolean' | 'mixed' | 'number' | 'object' | 'string'>;

/** yup's failure, told by its name (no `instanceof`: the class is the kit's, not imported here). */
export function isValidationError(error: unknown): error is Yup.ValidationError {
  return error instanceof Error && error.name === 'ValidationError';
}

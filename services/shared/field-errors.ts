/** The first message of a schema for `value`, per field (for the wizard's steps, which are not Formik forms). */

export function fieldErrors(
  schema: { validateSync: (value: unknown, options: object) => unknown },
  value: unknown,
  context?: object,
): Record<string, string> {
  try {
    schema.validateSync(value, { abortEarly: false, context });
    return {};
  } catch (error) {
    const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
    const errors: Record<string, string> = {};
    for (const item of inner) {
      const path = (item.path ?? '').replace(/\[\d+\]$/, '');
      errors[path] ??= item.message;
    }
    return errors;
  }
}

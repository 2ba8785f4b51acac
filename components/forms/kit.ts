import { array, boolean, mixed, number, object, string } from 'yup';
import type { YupBuilders } from '@/services/shared/schema';

/**
 * The form kit (issue 42): Formik, yup's builders and the form fields, one chunk that every form screen and
 * form dialog loads once and shares, instead of a copy in each route's chunk. Nothing imports this file but
 * ./use-form-kit.tsx (by `import()`), and nothing imports Formik, yup or these fields but this folder
 * (eslint.config.mjs): a form takes them from `useFormKit()`; a schema is built from the `yup` it is handed
 * (services/shared/schema.ts).
 */
export { Field, Form, Formik, useField, useFormikContext } from 'formik';

/** The kit's chunk says what it is: scripts/route-budget.mjs counts it in the first load of the routes with a form. */
export const chunkName = 'form-kit';

export const yup: YupBuilders = { array, boolean, mixed, number, object, string };

export { CheckboxField } from './CheckboxField';
export { EmailField } from './EmailField';
export { FocusFirstError } from './FocusFirstError';
export { KeepDraft } from './KeepDraft';
export { PasswordField } from './PasswordField';
export { PhoneField } from './PhoneField';
export { RadioCards } from './RadioCards';
export { SelectField } from './SelectField';
export { SubmitButton } from './SubmitButton';
export { TextField } from './TextField';

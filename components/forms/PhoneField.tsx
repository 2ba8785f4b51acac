import { TextField, type TextFieldProps } from './TextField';

/** A phone number field: the tel keyboard, autofill, and left-to-right digits in both languages. */
export function PhoneField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'dir'>) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" dir="ltr" {...props} />;
}

import { LIMITS } from '@/services/shared/limits';
import { TextField, type TextFieldProps } from './TextField';

/** An email field: the email keyboard, autofill, and the address left-to-right in both languages. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'dir'>) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="email"
      dir="ltr"
      className="text-start"
      maxLength={LIMITS.emailMax}
      {...props}
    />
  );
}

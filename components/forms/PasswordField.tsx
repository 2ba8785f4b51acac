import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './TextField';

/** A password field whose value can be shown and hidden. */
export function PasswordField(
  props: Omit<TextFieldProps, 'type' | 'end'> & { autoComplete: 'current-password' | 'new-password' },
) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      dir="ltr"
      end={
        <button
          type="button"
          className="rounded-md px-2 py-1 text-sm text-brand hover:bg-brand-soft"
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? t('form.hidePassword') : t('form.showPassword')}
        </button>
      }
    />
  );
}

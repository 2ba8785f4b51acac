import { Trans } from 'react-i18next';
import { useFormKit } from '@/components/forms/use-form-kit';
import type { Role } from '@/services/shared/routes';
import { legalHref } from './links';

/** Consent to the terms of use and the privacy policy (opened in a new tab so nothing typed is lost). */
export function TermsField({ role }: { role: Role }) {
  const { CheckboxField } = useFormKit();
  const link = 'font-medium text-brand underline';
  return (
    <CheckboxField
      name="terms"
      label={
        <Trans
          ns="auth"
          i18nKey="register.terms"
          components={{
            terms: <a href={legalHref(role, 'termsOfUse')} target="_blank" rel="noopener" className={link} />,
            privacy: <a href={legalHref(role, 'dataAndPrivacy')} target="_blank" rel="noopener" className={link} />,
          }}
        />
      }
    />
  );
}

import { useRouter } from 'next/router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Link from '@/components/ui/Link';
import { useRole } from '@/hooks/shared/use-role';
import { AuthTitle, ChoiceSwitch, OrDivider } from './AuthTitle';
import { GoogleButton } from './GoogleButton';
import { authHref } from './links';
import { PasswordLoginForm } from './PasswordLoginForm';
import { PhoneLogin } from './PhoneLogin';

type Method = 'password' | 'phone';

/** /{clients|service-providers}/auth/login: password, WhatsApp code or Google. */
export function LoginScreen() {
  const { t } = useTranslation(['auth', 'validation']);
  const role = useRole();
  const router = useRouter();
  const [method, setMethod] = useState<Method>('password');
  return (
    <>
      <AuthTitle title={t('login.title')}>
        {t(role === 'provider' ? 'login.leadProvider' : 'login.leadClient')}
      </AuthTitle>
      <ChoiceSwitch<Method>
        label={t('login.method')}
        value={method}
        onChange={setMethod}
        options={[
          { value: 'password', label: t('login.withPassword') },
          { value: 'phone', label: t('login.withPhone') },
        ]}
      />
      {method === 'password' ? <PasswordLoginForm role={role} /> : <PhoneLogin role={role} />}
      <OrDivider label={t('or')} />
      <GoogleButton role={role} />
      <p className="mt-6 text-center text-sm">
        {t('login.noAccount')}{' '}
        <Link href={authHref(role, 'register', router.query.next)} className="font-medium text-brand hover:underline">
          {t('login.createAccount')}
        </Link>
      </p>
    </>
  );
}

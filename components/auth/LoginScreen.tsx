import { useRouter } from 'next/router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Link from '@/components/ui/Link';
import { LoadingState } from '@/components/ui/LoadStates';
import { useRole } from '@/hooks/shared/use-role';
import { AuthTitle, ChoiceSwitch, OrDivider } from './AuthTitle';
import { GoogleButton } from './GoogleButton';
import { authHref } from './links';
import { PasswordLoginForm } from './PasswordLoginForm';

type Method = 'password' | 'phone';

/**
 * The WhatsApp-code sign-in (its phone and code forms, the code step): its own chunk, not in the sign-in's
 * first load, fetched as the person reaches for its switch (ChoiceSwitch's onIntent) or chooses it.
 */
const loadPhoneLogin = () => import('./PhoneLogin');
const PhoneLogin = lazy(() => loadPhoneLogin().then((module) => ({ default: module.PhoneLogin })));

/** /{clients|service-providers}/auth/login: password, WhatsApp code or Google. */
export function LoginScreen() {
  const { t } = useTranslation(['auth', 'validation', 'common']);
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
        onIntent={(choice) => {
          if (choice === 'phone') void loadPhoneLogin().catch(() => undefined);
        }}
        options={[
          { value: 'password', label: t('login.withPassword') },
          { value: 'phone', label: t('login.withPhone') },
        ]}
      />
      {method === 'password' ? (
        <PasswordLoginForm role={role} />
      ) : (
        <Suspense fallback={<LoadingState label={t('common:loading')} />}>
          <PhoneLogin role={role} />
        </Suspense>
      )}
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

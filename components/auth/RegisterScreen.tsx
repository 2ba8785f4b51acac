import { useRouter } from 'next/router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Link from '@/components/ui/Link';
import { LoadingState } from '@/components/ui/LoadStates';
import { useRole } from '@/hooks/shared/use-role';
import { AuthTitle, ChoiceSwitch, OrDivider } from './AuthTitle';
import { CheckEmail } from './CheckEmail';
import { GoogleSignUp } from './GoogleSignUp';
import { authHref } from './links';
import { PhoneSignUp } from './PhoneSignUp';
import { ProviderChecklist } from './ProviderChecklist';

type Kind = 'individual' | 'company';
type Method = 'phone' | 'email';

/** The email sign-up: its own chunk, fetched as the person reaches for its switch or chooses it (as LoginScreen's phone). */
const loadEmailSignUp = () => import('./EmailSignUp');
const EmailSignUp = lazy(() => loadEmailSignUp().then((module) => ({ default: module.EmailSignUp })));

/**
 * /{clients|service-providers}/auth/register. Providers first see what they need.
 * An individual signs up by phone (WhatsApp code) or email; a company by phone,
 * the only sign-up call that carries the account type.
 */
export function RegisterScreen() {
  const { t } = useTranslation(['auth', 'validation', 'common']);
  const role = useRole();
  const router = useRouter();
  const [ready, setReady] = useState(role !== 'provider');
  const [kind, setKind] = useState<Kind>('individual');
  const [method, setMethod] = useState<Method>('phone');
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (!ready) return <ProviderChecklist onContinue={() => setReady(true)} />;
  if (registeredEmail) return <CheckEmail role={role} email={registeredEmail} />;

  const isCompany = kind === 'company';
  const byEmail = !isCompany && method === 'email';
  return (
    <>
      <AuthTitle title={t(role === 'provider' ? 'register.titleProvider' : 'register.titleClient')}>
        {t('register.lead')}
      </AuthTitle>
      <fieldset className="mb-5">
        <legend className="mb-2 text-sm font-medium">{t('register.kind')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['individual', 'company'] as const).map((option) => (
            <label
              key={option}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 ${
                kind === option ? 'border-brand bg-brand-soft' : 'border-slate-300'
              }`}
            >
              <input
                type="radio"
                name="kind"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
                className="accent-brand"
              />
              {t(`register.kinds.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {isCompany ? (
        <p className="mb-4 text-sm text-ink-muted">{t('register.companyByPhone')}</p>
      ) : (
        <ChoiceSwitch<Method>
          label={t('register.method')}
          value={method}
          onChange={setMethod}
          onIntent={(choice) => {
            if (choice === 'email') void loadEmailSignUp().catch(() => undefined);
          }}
          options={[
            { value: 'phone', label: t('register.withPhone') },
            { value: 'email', label: t('register.withEmail') },
          ]}
        />
      )}
      {byEmail ? (
        <Suspense fallback={<LoadingState label={t('common:loading')} />}>
          <EmailSignUp role={role} onRegistered={setRegisteredEmail} />
        </Suspense>
      ) : (
        <PhoneSignUp role={role} isCompany={isCompany} />
      )}
      <OrDivider label={t('or')} />
      <GoogleSignUp role={role} />
      <p className="mt-6 text-center text-sm">
        {t('register.haveAccount')}{' '}
        <Link href={authHref(role, 'login', router.query.next)} className="font-medium text-brand hover:underline">
          {t('register.signIn')}
        </Link>
      </p>
    </>
  );
}

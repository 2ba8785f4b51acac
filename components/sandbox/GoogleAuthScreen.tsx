import { useRouter } from 'next/router';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';
import { demoLogins } from '@/mocks/data/auth/accounts';
import { encodeGoogleCode } from '@/mocks/rules/auth/accounts';
import { EMAIL_PATTERN } from '@/services/shared/limits';

const LOGINS = demoLogins();

/** The app's callback, only on this site (never an open redirect). */
function callbackUrl(redirectUri: unknown): URL | null {
  if (typeof redirectUri !== 'string') return null;
  try {
    const url = new URL(redirectUri, window.location.origin);
    return url.origin === window.location.origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * The simulated Google consent page: `/sandbox/google-auth?redirect_uri=…&state=…`.
 * Picking an account sends the browser back to `redirect_uri?code=sandbox-google.<base64url(email)>&state=…`.
 */
export default function GoogleAuthScreen() {
  const { t } = useTranslation(['sandbox', 'common', 'validation']);
  const { query } = useRouter();
  const [email, setEmail] = useState('');
  const [error, setError] = useState(false);
  const inputId = useId();
  const callback = callbackUrl(query.redirect_uri);

  if (!callback) {
    return (
      <section className="mx-auto flex max-w-md flex-col gap-4 px-4 py-10 text-center">
        <h1 className="text-xl font-semibold">{t('google.title')}</h1>
        <p role="alert">{t('google.badRequest')}</p>
        <Link href={paths.home.getHref('client')} className="btn-secondary">
          {t('google.back')}
        </Link>
      </section>
    );
  }

  const choose = (chosen: string) => {
    const target = new URL(callback);
    target.searchParams.set('code', encodeGoogleCode(chosen));
    if (typeof query.state === 'string') target.searchParams.set('state', query.state);
    window.location.assign(target.toString());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      setError(true);
      return;
    }
    choose(email.trim());
  };

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-8">
      <header className="flex flex-col gap-1 text-center">
        <p className="text-2xl font-semibold" aria-hidden="true">
          <span className="text-[#4285F4]">G</span>
        </p>
        <h1 className="text-xl font-semibold">{t('google.title')}</h1>
        <p className="text-slate-600">{t('google.subtitle', { app: t('common:appName') })}</p>
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">{t('google.simulated')}</p>
      </header>
      <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200">
        {LOGINS.map((login) => (
          <li key={login.key}>
            <button
              type="button"
              onClick={() => choose(login.email)}
              className="flex min-h-14 w-full flex-col items-start justify-center px-4 py-2 text-start hover:bg-slate-50"
            >
              <span className="font-medium">{login.name}</span>
              <span className="text-sm text-slate-600" dir="ltr">
                {login.email}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <h2 className="text-sm font-semibold">{t('google.other')}</h2>
        <label htmlFor={inputId} className="text-sm">
          {t('google.email')}
        </label>
        <input
          id={inputId}
          type="email"
          dir="ltr"
          autoComplete="email"
          value={email}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(false);
          }}
          className={`w-full rounded-lg border bg-white px-3 py-2.5 text-base outline-none focus:ring-2 focus:ring-brand/30 ${error ? 'border-red-500' : 'border-slate-300'}`}
        />
        {error && (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-red-600">
            {t(email.trim() ? 'validation:emailInvalid' : 'validation:emailRequired')}
          </p>
        )}
        <button type="submit" className="btn-primary self-end">
          {t('google.continue')}
        </button>
      </form>
    </section>
  );
}

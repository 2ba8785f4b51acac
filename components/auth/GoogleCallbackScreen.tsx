import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/FormAlert';
import Link from '@/components/ui/Link';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { clearGoogleState, readGoogleState, useGoogleLogin, type SavedGoogleState } from '@/hooks/auth/use-auth';
import { useRole } from '@/hooks/shared/use-role';
import { toAppError } from '@/services/api/errors';
import { AuthTitle } from './AuthTitle';
import { PhoneForm } from './PhoneForm';
import type { ParsedUrlQuery } from 'node:querystring';

type Start = { ok: true; code: string; next: string | null } | { ok: false; reason: 'cancelled' | 'invalid' };

/** Google came back with a code for the state we saved, or with an error. */
function checkCallback(query: ParsedUrlQuery, saved: SavedGoogleState | null): Start {
  const { code, state, error } = query;
  if (error) return { ok: false, reason: 'cancelled' };
  if (typeof code !== 'string' || !code || !saved || state !== saved.state) return { ok: false, reason: 'invalid' };
  return { ok: true, code, next: saved.next };
}

/**
 * /{role}/auth/google-callback?code=…&state=…: check the state, exchange the code
 * (POST auth/login/social/); when the account has no phone yet, ask for one and send again.
 */
export function GoogleCallbackScreen() {
  const { t } = useTranslation(['auth', 'validation']);
  const role = useRole();
  const router = useRouter();
  const google = useGoogleLogin(role);
  const [saved] = useState(readGoogleState);
  const [askPhone, setAskPhone] = useState(false);
  const [phone, setPhone] = useState('');
  const started = useRef(false);
  const start = useMemo(
    () => (router.isReady ? checkCallback(router.query, saved) : null),
    [router.isReady, router.query, saved],
  );

  useEffect(() => {
    if (!start?.ok || started.current) return;
    started.current = true;
    clearGoogleState();
    google.mutate(
      { code: start.code, phoneNumber: '', next: start.next },
      { onError: (failure) => setAskPhone(Boolean(toAppError(failure).fields.phoneNumber)) },
    );
  }, [start, google]);

  if (start && !start.ok) {
    return (
      <>
        <AuthTitle title={t('google.failedTitle')} />
        <p role="alert" className="mb-5">
          {t(start.reason === 'cancelled' ? 'google.cancelled' : 'google.invalid')}
        </p>
        <Link href={paths.auth.login.getHref(role)} className="btn-primary w-full">
          {t('google.backToLogin')}
        </Link>
      </>
    );
  }

  if (start && askPhone) {
    return (
      <>
        <AuthTitle title={t('google.phoneTitle')}>{t('google.phoneLead')}</AuthTitle>
        <PhoneForm
          initialPhone={phone}
          submitLabel={t('google.phoneSubmit')}
          // The first answer (no phone yet) is the question itself, not an error to show.
          error={google.variables?.phoneNumber ? google.error : null}
          onSubmit={(phoneNumber) => {
            setPhone(phoneNumber);
            return google.mutateAsync({ code: start.code, phoneNumber, next: start.next });
          }}
        />
      </>
    );
  }

  if (start && google.error) {
    return (
      <>
        <AuthTitle title={t('google.failedTitle')} />
        <div className="mb-5">
          <FormAlert error={google.error} />
        </div>
        <Link href={paths.auth.login.getHref(role)} className="btn-primary w-full">
          {t('google.backToLogin')}
        </Link>
      </>
    );
  }

  return (
    <div role="status" className="flex items-center gap-3 py-6">
      <Spinner className="h-6 w-6" />
      {t('google.signingIn')}
    </div>
  );
}

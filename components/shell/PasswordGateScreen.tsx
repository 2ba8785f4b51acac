import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/ui/Logo';
import { showToast } from '@/store/shared/app-store';
import { tryUnlock } from './site-gate';

/**
 * The full-screen site password gate (spec §1, §2): 'Enter Password', a password field,
 * 'Submit'. An exact match lets the visitor in for good (PAGE_CONFIG); a wrong one
 * toasts 'Incorrect password' / 'Verify password and try again'. Its own chunk:
 * only a locked visit loads it.
 */
export default function PasswordGateScreen({ onUnlock }: { onUnlock: () => void }) {
  const { t } = useTranslation('common');
  const [entry, setEntry] = useState('');
  const fieldId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (tryUnlock(entry)) {
      onUnlock();
      return;
    }
    setEntry('');
    showToast({ kind: 'error', header: 'MESSAGES:INCORRECT_PASSWORD', message: 'MESSAGES:VERIFY_PASSWORD' });
  };

  return (
    <main
      data-testid="password-gate"
      className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 py-8"
    >
      <form onSubmit={submit} className="flex w-full max-w-sm flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm">
        <Logo className="self-center" />
        <h1 className="text-center text-xl font-semibold">{t('gate.title')}</h1>
        <label htmlFor={fieldId} className="sr-only">
          {t('gate.password')}
        </label>
        <input
          id={fieldId}
          type="password"
          dir="ltr"
          autoComplete="current-password"
          autoFocus
          value={entry}
          onChange={(event) => setEntry(event.target.value)}
          placeholder={t('gate.password')}
          className="min-h-11 w-full rounded-lg border border-slate-300 px-3 text-start focus:border-brand"
        />
        <button type="submit" className="btn-primary">
          {t('gate.submit')}
        </button>
      </form>
    </main>
  );
}

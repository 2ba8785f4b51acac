import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';
import { demoLogins } from '@/mocks/data/auth/accounts';
import { clearSession } from '@/store/shared/storage';

/**
 * The sandbox's floating helper (sandbox mode only: mount it lazily
 * behind `SANDBOX`): the demo logins with copy buttons, the inbox, and a reset.
 */
const LOGINS = demoLogins();

function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('sandbox');
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      aria-label={label}
      className="min-h-9 shrink-0 rounded-md border border-slate-300 px-2 text-xs font-medium hover:bg-slate-50"
      onClick={() => {
        void navigator.clipboard.writeText(value).then(() => setCopied(true));
      }}
    >
      <span aria-live="polite">{copied ? t('dock.copied') : t('dock.copy')}</span>
    </button>
  );
}

function ResetControl() {
  const { t } = useTranslation('sandbox');
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button type="button" className="btn-danger w-full" onClick={() => setConfirming(true)}>
        {t('dock.reset')}
      </button>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-labelledby="sandbox-reset-question"
      className="flex flex-col gap-2 rounded-lg bg-red-50 p-3"
    >
      <p id="sandbox-reset-question" className="text-sm text-red-800">
        {t('dock.resetConfirm')}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-danger flex-1"
          onClick={() => {
            window.__sandbox?.reset();
            clearSession();
            window.location.reload();
          }}
        >
          {t('dock.resetYes')}
        </button>
        <button type="button" className="btn-secondary flex-1" autoFocus onClick={() => setConfirming(false)}>
          {t('dock.cancel')}
        </button>
      </div>
    </div>
  );
}

function Dock() {
  const { t } = useTranslation('sandbox');
  return (
    <Popover className="fixed start-4 bottom-4 z-40 print:hidden">
      <PopoverButton
        data-testid="sandbox-dock"
        className="min-h-11 rounded-full bg-amber-400 px-4 text-sm font-semibold text-slate-900 shadow-lg hover:bg-amber-300"
      >
        {t('dock.open')}
      </PopoverButton>
      <PopoverPanel
        focus
        className="absolute start-0 bottom-14 flex max-h-[75vh] w-[min(22rem,calc(100vw-2rem))] flex-col gap-3 overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 text-start shadow-2xl"
      >
        {({ close }) => (
          <>
            <div>
              <h2 className="text-base font-semibold">{t('dock.title')}</h2>
              <p className="text-xs text-slate-600">{t('dock.intro')}</p>
            </div>
            <section aria-labelledby="sandbox-logins" className="flex flex-col gap-2">
              <div className="flex items-center justify-between gap-2">
                <h3 id="sandbox-logins" className="text-sm font-semibold">
                  {t('dock.logins')}
                </h3>
                <CopyButton value={LOGINS[0]?.password ?? ''} label={t('dock.copyPassword')} />
              </div>
              <p className="text-xs text-slate-600" dir="auto">
                {t('dock.password', { password: LOGINS[0]?.password })}
              </p>
              <ul className="flex flex-col divide-y divide-slate-100">
                {LOGINS.map((login) => (
                  <li key={login.key} className="flex items-center justify-between gap-2 py-1.5">
                    <div className="min-w-0">
                      <p className="text-xs text-slate-600">{t(`accounts.${login.key}`)}</p>
                      <p className="truncate text-sm" dir="ltr">
                        {login.email}
                      </p>
                    </div>
                    <CopyButton
                      value={login.email}
                      label={t('dock.copyEmail', { account: t(`accounts.${login.key}`) })}
                    />
                  </li>
                ))}
              </ul>
            </section>
            <Link href={paths.sandbox.inbox.getHref()} className="btn-secondary w-full" onClick={() => close()}>
              {t('dock.inbox')}
            </Link>
            <ResetControl />
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}

export default function SandboxDock() {
  return (
    <Suspense fallback={null}>
      <Dock />
    </Suspense>
  );
}

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderStatus } from '@/components/provider-account';
import { Card } from '@/components/ui/Card';
import Link from '@/components/ui/Link';
import { useCurrentUser } from '@/hooks/auth';
import { usePlace } from '@/hooks/shared/use-place';
import { useRole } from '@/hooks/shared/use-role';
import { LANGUAGES, isLanguage } from '@/locales/languages';
import { formatDate } from '@/services/shared/format';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';
import { settingsPath } from './settings-paths';
import { SettingsPageHeader } from './SettingsPageHeader';

const LanguageDialog = lazy(() => import('./LanguageDialog'));

function Row({ label, children, action }: { label: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 px-4 py-3 tablet:flex-row tablet:items-center tablet:gap-4">
      <dt className="text-sm text-ink-muted tablet:w-44 tablet:shrink-0">{label}</dt>
      <dd className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 break-words">{children}</span>
        {action}
      </dd>
    </div>
  );
}

const actionClass = 'inline-flex min-h-11 items-center text-sm font-medium text-brand hover:underline';

/** "Account" (spec §2): who the person is, with a way to each change. */
export function AccountScreen() {
  const { t } = useTranslation('settings');
  const role = useRole();
  const profile = useCurrentUser();
  const language = useAppState((state) => state.language);
  const place = usePlace();
  const country = useAppState((state) => state.country);
  const [languageOpen, setLanguageOpen] = useState(false);
  if (!profile) return null;
  const { user } = profile;
  const editLink = (
    <Link href={settingsPath(role, 'edit-profile')} className={actionClass}>
      {t('account.edit')}
    </Link>
  );

  return (
    <section>
      <SettingsPageHeader
        title={t('account.title')}
        description={t('account.subtitle')}
        action={
          <Link href={settingsPath(role, 'edit-profile')} className="btn-secondary">
            {t('account.editProfile')}
          </Link>
        }
      />
      <Card as="dl" padding="none" className="divide-y divide-slate-100">
        <Row label={t('account.name')} action={editLink}>
          {`${user.first_name} ${user.last_name}`.trim() || t('account.notSet')}
        </Row>
        <Row label={t('account.email')} action={editLink}>
          {user.email ? <span dir="ltr">{user.email}</span> : t('account.notSet')}{' '}
          {/* A backend that does not say whether the email is verified gets no badge either way. */}
          {user.is_email_verified !== undefined && (
            <span
              className={`ms-2 inline-block rounded-full px-2 py-0.5 text-xs font-medium ${
                user.is_email_verified ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-800'
              }`}
            >
              {t(user.is_email_verified ? 'account.verified' : 'account.notVerified')}
            </span>
          )}
        </Row>
        <Row label={t('account.phone')} action={editLink}>
          {user.phone_number ? <span dir="ltr">{user.phone_number}</span> : t('account.notSet')}
        </Row>
        <Row label={t('account.gender')} action={editLink}>
          {user.gender ? t(`gender.${user.gender}`) : t('account.notSet')}
        </Row>
        <Row label={t('account.accountType')}>
          {t(`accountType.${user.account_type}`)}
          {user.account_type === 'company' && user.company_name ? ` · ${user.company_name}` : ''}
        </Row>
        {user.date_joined && (
          <Row label={t('account.registeredSince')}>
            <time dateTime={user.date_joined}>{formatDate(user.date_joined, place)}</time>
          </Row>
        )}
        <Row label={t('account.country')}>
          {country ? localized(country, 'name', language) : '—'}
          <span className="block text-xs text-ink-faint">{t('account.countryFixed')}</span>
        </Row>
        <Row
          label={t('account.language')}
          action={
            <button type="button" className={actionClass} onClick={() => setLanguageOpen(true)}>
              {t('account.changeLanguage')}
            </button>
          }
        >
          {isLanguage(user.language) ? LANGUAGES[user.language].nativeName : LANGUAGES[language].nativeName}
        </Row>
      </Card>
      <ProviderStatus role={role} />
      <ul className="mt-6 grid gap-2 tablet:grid-cols-2">
        <li>
          <Link href={settingsPath(role, 'addresses')} className="btn-secondary w-full">
            {t('menu.addresses')}
          </Link>
        </li>
        <li>
          <Link href={settingsPath(role, 'change-password')} className="btn-secondary w-full">
            {t('menu.change-password')}
          </Link>
        </li>
        <li className="tablet:col-span-2">
          <Link
            href={settingsPath(role, 'close-account')}
            className="inline-flex min-h-11 items-center text-sm text-red-700 hover:underline"
          >
            {t('menu.close-account')}
          </Link>
        </li>
      </ul>
      <Suspense fallback={null}>
        {languageOpen && <LanguageDialog role={role} onClose={() => setLanguageOpen(false)} />}
      </Suspense>
    </section>
  );
}

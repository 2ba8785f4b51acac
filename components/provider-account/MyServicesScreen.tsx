import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import Link from '@/components/ui/Link';
import { PhotoGrid } from '@/components/ui/PhotoGrid';
import { paths } from '@/config/paths';
import { useCategories } from '@/hooks/catalogue';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import type { ProviderProfile } from '@/services/provider-account/provider';
import { languageName } from '@/services/provider-account/spoken-languages';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';
import { PauseCard } from './PauseCard';
import { ProviderGate } from './ProviderGate';

const ServicesDialog = lazy(() => import('./ServicesDialog'));
const DetailsDialog = lazy(() => import('./DetailsDialog'));

const chip = 'rounded-full bg-slate-100 px-3 py-1 text-sm';

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card as="section" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

function Profile({ profile }: { profile: ProviderProfile }) {
  const { t } = useTranslation(['provider-account', 'common']);
  const language = useAppState((state) => state.language);
  const categories = useCategories();
  const [open, setOpen] = useState<'services' | 'details' | null>(null);
  const category = categories.data?.find((item) => item.id === profile.main_category);
  const services = (category?.sub_services ?? []).filter((item) => profile.sub_services.includes(item.id));
  return (
    <>
      <Section
        title={t('myServices.services')}
        action={
          <button type="button" className="btn-secondary" onClick={() => setOpen('services')}>
            {t('myServices.editServices')}
          </button>
        }
      >
        <p>
          <span className="text-ink-muted">{t('fields.category')}: </span>
          <span className="font-semibold">{category ? localized(category, 'name', language) : ''}</span>
        </p>
        <ul className="flex flex-wrap gap-2" aria-label={t('fields.services')}>
          {services.map((item) => (
            <li key={item.id} className={chip}>
              {localized(item, 'name', language)}
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title={t('myServices.details')}
        action={
          <button type="button" className="btn-secondary" onClick={() => setOpen('details')}>
            {t('myServices.editDetails')}
          </button>
        }
      >
        <dl className="flex flex-col gap-3">
          <div>
            <dt className="text-sm text-ink-muted">{t('fields.description')}</dt>
            <dd dir="auto" className="whitespace-pre-line">
              {profile.description}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">{t('fields.languages')}</dt>
            <dd>
              {profile.languages.map((code) => languageName(code, language)).join(language === 'ar' ? '، ' : ', ')}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-ink-muted">{t('fields.gallery')}</dt>
            <dd className="mt-1">
              {profile.gallery.length ? (
                <PhotoGrid role="provider" images={profile.gallery} title={t('fields.gallery')} />
              ) : (
                t('myServices.noPhotos')
              )}
            </dd>
          </div>
        </dl>
      </Section>
      <PauseCard profile={profile} />
      <nav aria-label={t('myServices.more')} className="flex flex-wrap gap-2">
        <Link href={paths.servicesLocation.getHref()} className="btn-secondary">
          {t('location.title')}
        </Link>
        <Link href={paths.balance.getHref()} className="btn-secondary">
          {t('common:nav.balance')}
        </Link>
      </nav>
      <Suspense fallback={null}>
        {open === 'services' && <ServicesDialog profile={profile} onClose={() => setOpen(null)} />}
        {open === 'details' && <DetailsDialog profile={profile} onClose={() => setOpen(null)} />}
      </Suspense>
    </>
  );
}

/** My services (/service-providers/my-services): the main category and services, description, languages, work photos, the pause. */
export function MyServicesScreen() {
  const { t } = useTranslation('provider-account');
  useDocumentTitle(t('myServices.title'));
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('myServices.title')}</h1>
      <ProviderGate>{(profile) => <Profile profile={profile} />}</ProviderGate>
    </div>
  );
}

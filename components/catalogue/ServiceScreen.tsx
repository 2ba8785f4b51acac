import { useRouter } from 'next/router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRequestDialog } from '@/components/requests';
import Link from '@/components/ui/Link';
import { NotFoundState } from '@/components/ui/NotFoundState';
import { QueryView } from '@/components/ui/QueryView';
import { paths } from '@/config/paths';
import { useSubService } from '@/hooks/catalogue/use-catalogue-entry';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import { useRole } from '@/hooks/shared/use-role';
import { localized } from '@/services/shared/localized';
import { idFromQuery } from '@/services/shared/route-params';
import { useAppState } from '@/store/shared/app-store';
import { CategoryIcon } from './CategoryIcon';

// The question form and its steps: their own chunk, loaded when the client starts (or deep-links with ?request=1).
const RequestDialog = lazy(() => loadRequestDialog());

const HOW = [1, 2, 3] as const;

/** A service page (/clients/services/{id}): what it covers, how it works, and the start of a request. */
export function ServiceScreen() {
  const { t } = useTranslation('catalogue');
  const language = useAppState((state) => state.language);
  const role = useRole();
  const router = useRouter();
  const found = useSubService(idFromQuery(router.query.subServiceId));
  const name = found.data ? localized(found.data.service, 'name', language) : '';
  useDocumentTitle(name || undefined);
  const requesting = router.query.request === '1';
  const setRequesting = (open: boolean) => {
    const { request: _request, ...query } = router.query;
    void router.replace({ pathname: router.pathname, query: open ? { ...query, request: '1' } : query }, undefined, {
      shallow: true,
      scroll: false,
    });
  };

  return (
    <QueryView query={found} loading={t('states.loading')} reserve="mx-auto max-w-6xl px-4 min-h-64">
      {(loaded) => {
        if (!loaded) return <NotFoundState />;
        const { service, category } = loaded;
        const categoryName = localized(category, 'name', language);
        return (
          <div className="mx-auto max-w-6xl px-4 py-8 tablet:py-10">
            <Link
              href={paths.category.getHref(role, category.id)}
              className="text-sm font-semibold text-brand-dark hover:underline"
            >
              {t('services.allInCategory', { category: categoryName })}
            </Link>
            <section
              className="mt-4 flex flex-col gap-4 tablet:flex-row tablet:items-center"
              aria-labelledby="service-title"
            >
              <div className="flex items-center gap-3">
                <CategoryIcon icon={service.icon} />
                <div className="min-w-0">
                  <h1 id="service-title" className="text-2xl font-bold tablet:text-3xl">
                    {name}
                  </h1>
                  <p className="text-ink-muted">{localized(service, 'description', language)}</p>
                </div>
              </div>
              <div className="flex flex-col gap-1">
                {role === 'client' ? (
                  <button type="button" className="btn-primary" onClick={() => setRequesting(true)}>
                    {t('service.start')}
                  </button>
                ) : (
                  // Requests are a client's: from the provider side the button leads to the client's page.
                  <Link href={paths.requestForm.getHref(service.id)} className="btn-primary">
                    {t('service.start')}
                  </Link>
                )}
                <p className="text-sm text-ink-muted">{t('service.startHint')}</p>
              </div>
            </section>
            <section className="mt-8" aria-labelledby="service-how">
              <h2 id="service-how" className="text-xl font-bold">
                {t('service.howTitle')}
              </h2>
              <ol className="mt-4 grid gap-4 tablet:grid-cols-3">
                {HOW.map((step) => (
                  <li key={step} className="rounded-2xl border border-slate-200 p-4">
                    <p className="font-semibold">
                      <bdi dir="ltr">{`${step}.`}</bdi> {t(`service.how${step}Title`)}
                    </p>
                    <p className="mt-1 text-sm text-ink-muted">{t(`service.how${step}Body`)}</p>
                  </li>
                ))}
              </ol>
            </section>
            <section className="mt-8" aria-labelledby="service-others">
              <h2 id="service-others" className="text-xl font-bold">
                {t('service.otherServices', { category: categoryName })}
              </h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {category.sub_services
                  .filter((other) => other.id !== service.id)
                  .map((other) => (
                    <li key={other.id}>
                      <Link
                        href={paths.service.getHref(role, other.id)}
                        className="inline-block rounded-full border border-slate-300 px-4 py-2 hover:border-brand"
                      >
                        {localized(other, 'name', language)}
                      </Link>
                    </li>
                  ))}
              </ul>
            </section>
            {requesting && role === 'client' && (
              <Suspense fallback={null}>
                <RequestDialog service={service} onClose={() => setRequesting(false)} />
              </Suspense>
            )}
          </div>
        );
      }}
    </QueryView>
  );
}

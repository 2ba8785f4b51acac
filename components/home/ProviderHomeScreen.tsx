import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/Card';
import Link from '@/components/ui/Link';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/hooks/auth';
import { usePlace } from '@/hooks/shared/use-place';
import { formatMoney, ltr } from '@/services/shared/format';
import { LIMITS } from '@/services/shared/limits';

/** From the account to the rating. */
const STEPS = ['create', 'offer', 'hired'] as const;

/** How offers are paid for, and what the work pays: each card a region named by its title. */
const EARN = ['free', 'balance', 'deal'] as const;

/** Where a provider goes from here: the job feed with a provider account, else the wizard. */
function NextStep({ hasAccount }: { hasAccount: boolean }) {
  const { t } = useTranslation('home');
  return hasAccount ? (
    <Link href={paths.jobOpportunities.getHref()} className="btn-primary mt-6">
      {t('provider.cta.feed')}
    </Link>
  ) : (
    <>
      <Link href={paths.createAccount.getHref()} className="btn-primary mt-6">
        {t('provider.cta.create')}
      </Link>
      <p className="mt-2 text-sm text-ink-muted">{t('provider.cta.note')}</p>
    </>
  );
}

/**
 * The providers' home page: why and how to earn (the free offers a day, what an offer costs after them
 * and how the balance pays for it, the deal with the client), how it works, and the way in: the
 * onboarding wizard, or the job feed for a provider who has an account. Its own screen, so none of it
 * rides in the clients' home.
 */
export function ProviderHomeScreen() {
  const { t } = useTranslation('home');
  const hasAccount = Boolean(useCurrentUser()?.user.has_provider_account);
  const place = usePlace();
  const values = {
    count: LIMITS.freeOffersPerDay,
    cost: ltr(formatMoney(LIMITS.offerCostJod, place)),
    min: ltr(formatMoney(LIMITS.topUpMinJod, place)),
  };
  return (
    <div data-role="provider">
      <section className="mx-auto flex max-w-6xl flex-col items-start px-4 py-10">
        <h1 className="text-3xl font-bold">{t('provider.hero.title')}</h1>
        <p className="mt-2 text-ink-muted">{t('provider.hero.subtitle')}</p>
        <NextStep hasAccount={hasAccount} />
      </section>
      <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="provider-earn">
        <h2 id="provider-earn" className="text-xl font-bold tablet:text-2xl">
          {t('provider.earn.title')}
        </h2>
        <div className="mt-4 grid gap-4 tablet:grid-cols-3">
          {EARN.map((card) => (
            <Card key={card} as="section" aria-labelledby={`provider-earn-${card}`}>
              <h3 id={`provider-earn-${card}`} className="font-semibold">
                {t(`provider.earn.${card}.title`, values)}
              </h3>
              <p className="mt-1 text-sm text-ink-muted">{t(`provider.earn.${card}.body`, values)}</p>
            </Card>
          ))}
        </div>
      </section>
      <section className="bg-provider-soft" aria-labelledby="provider-how">
        <div className="mx-auto max-w-6xl px-4 py-8">
          <h2 id="provider-how" className="text-xl font-bold tablet:text-2xl">
            {t('provider.how.title')}
          </h2>
          <ol className="mt-4 grid gap-4 tablet:grid-cols-3">
            {STEPS.map((step, index) => (
              <Card key={step} as="li">
                <h3 className="flex gap-2 font-semibold">
                  <span aria-hidden="true" className="text-provider-dark">
                    {index + 1}
                  </span>
                  {t(`provider.how.steps.${step}.title`)}
                </h3>
                <p className="mt-1 text-sm text-ink-muted">{t(`provider.how.steps.${step}.body`)}</p>
              </Card>
            ))}
          </ol>
        </div>
      </section>
    </div>
  );
}

import { screen } from '@testing-library/react';
import { paths } from '@/config/paths';
import { LIMITS } from '@/services/shared/limits';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { ProviderHomeScreen } from './ProviderHomeScreen';

const route = paths.home.getHref('provider');

describe("ProviderHomeScreen: the providers' pitch", () => {
  it('tells a guest why and how to earn, with the limits of services/shared/limits.ts, and leads to the wizard', async () => {
    await renderApp(<ProviderHomeScreen />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Earn with the services you offer' })).toBeVisible();
    expect(screen.getByRole('region', { name: `${LIMITS.freeOffersPerDay} free offers every day` })).toHaveTextContent(
      `up to ${LIMITS.freeOffersPerDay}`,
    );
    expect(
      screen.getByRole('region', {
        name: new RegExp(`^Then \u2066JOD\\s${LIMITS.offerCostJod}\u2069 an offer, from your balance$`),
      }),
    ).toHaveTextContent(`from \u2066JOD ${LIMITS.topUpMinJod}\u2069`);
    expect(screen.getByRole('link', { name: 'Create your provider account' })).toHaveAttribute(
      'href',
      paths.createAccount.getHref(),
    );
    expect(screen.queryByRole('link', { name: 'See job opportunities' })).not.toBeInTheDocument();
    expect(screen.queryByText('Get the job done by trusted local providers')).not.toBeInTheDocument();
  });

  it('leads a provider who has an account to the job feed', async () => {
    await renderApp(<ProviderHomeScreen />, { route, signInAs: DEMO.provider.email });
    expect(await screen.findByRole('link', { name: 'See job opportunities' })).toHaveAttribute(
      'href',
      paths.jobOpportunities.getHref(),
    );
    expect(screen.queryByRole('link', { name: 'Create your provider account' })).not.toBeInTheDocument();
  });

  it('counts the free offers in Arabic plural forms', async () => {
    await renderApp(<ProviderHomeScreen />, { route, language: 'ar' });
    expect(
      await screen.findByRole('region', { name: `${LIMITS.freeOffersPerDay} عروض مجانية كل يوم` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'أنشئ حسابك كمزوّد خدمة' })).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { sandboxControl } from '@/mocks/shared/control';
import { db } from '@/mocks/shared/db';
import { emptyProviderDraft, loadProviderDraft, saveProviderDraft } from '@/store/provider-account/provider-draft';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { CreateAccountScreen } from './CreateAccountScreen';

const complete = {
  ...emptyProviderDraft,
  account_type: 'company' as const,
  company_name: 'Al-Noor Cleaning Co.',
  languages: ['ar', 'en'],
  main_category: 2,
  sub_services: [201],
  description: 'Leaks fixed the same day',
  city: 1,
  covered_areas: [1, 2],
};

describe('the provider onboarding wizard', () => {
  it('disables a fifth language once four are chosen, saying why, and frees them when one is unticked', async () => {
    saveProviderDraft({ ...complete, languages: ['ar', 'en', 'fr'] });
    const { user } = await renderApp(<CreateAccountScreen />, {
      route: '/service-providers/create-account?step=languages',
      signInAs: DEMO.client.email,
    });
    await user.click(await screen.findByRole('checkbox', { name: 'German' }));
    const reason = 'You chose 4 languages, the most allowed: untick one to choose another.';
    expect(screen.getByRole('checkbox', { name: 'Turkish' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Turkish' })).toHaveAccessibleDescription(reason);
    expect(screen.getByRole('checkbox', { name: 'German' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Languages' })).toHaveAccessibleDescription(
      expect.stringContaining(reason),
    );
    expect(loadProviderDraft().languages).toEqual(['ar', 'en', 'fr', 'de']);
    await user.click(screen.getByRole('checkbox', { name: 'French' }));
    expect(screen.getByRole('checkbox', { name: 'Turkish' })).toBeEnabled();
    expect(screen.queryByText(reason)).toBeNull();
  });

  it('asks a company for its name as in the commercial register, then the account becomes a company', async () => {
    saveProviderDraft({ ...complete, account_type: '', company_name: '' });
    const { user, router } = await renderApp(<CreateAccountScreen />, {
      route: '/service-providers/create-account?step=account-type',
      signInAs: DEMO.client.email,
    });
    await user.click(await screen.findByRole('radio', { name: /^Company/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const name = screen.getByRole('textbox', { name: 'Company name' });
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining('Enter the company name as in the commercial register'),
    );
    await user.type(name, 'Al-Noor Cleaning Co.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.asPath).toBe('/service-providers/create-account?step=languages'));
    expect(loadProviderDraft()).toMatchObject({ account_type: 'company', company_name: 'Al-Noor Cleaning Co.' });
  });

  it('sends an unfinished step back: the review with no services starts at the services', async () => {
    saveProviderDraft({ ...complete, sub_services: [] });
    const { router } = await renderApp(<CreateAccountScreen />, {
      route: '/service-providers/create-account?step=review',
      signInAs: DEMO.client.email,
    });
    await screen.findByRole('heading', { level: 2 });
    expect(router.asPath).toBe('/service-providers/create-account?step=services');
  });

  it.each([
    [
      'areas of another city',
      { covered_areas: [1, 22] },
      'location',
      'Areas you cover',
      'Choose areas of the chosen city only',
    ],
    [
      'five languages',
      { languages: ['ar', 'en', 'fr', 'de', 'tr'] },
      'languages',
      'Languages',
      'Choose up to 4 languages',
    ],
    [
      'a service of another category',
      { sub_services: [201, 101] },
      'services',
      'Services',
      'Choose services of the chosen category only',
    ],
  ])(
    'skipping by URL with a draft edited to hold %s lands on that step, the message by the field',
    async (_, edit, step, group, message) => {
      saveProviderDraft({ ...complete, ...edit });
      const { router } = await renderApp(<CreateAccountScreen />, {
        route: '/service-providers/create-account?step=review',
        signInAs: DEMO.client.email,
      });
      await waitFor(() => expect(router.asPath).toBe(`/service-providers/create-account?step=${step}`));
      expect(await screen.findByRole('group', { name: group })).toHaveAccessibleDescription(
        expect.stringContaining(message),
      );
      expect(screen.getByRole('alert')).toHaveTextContent(message);
    },
  );

  it('drops an area of another city at the first change, which clears the message', async () => {
    saveProviderDraft({ ...complete, covered_areas: [1, 22] });
    const { user } = await renderApp(<CreateAccountScreen />, {
      route: '/service-providers/create-account?step=review',
      signInAs: DEMO.client.email,
    });
    await screen.findByRole('alert');
    await user.click(screen.getByRole('checkbox', { name: 'Sweifieh' }));
    expect(loadProviderDraft().covered_areas).toEqual([1, 3]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the draft when the create call fails, then creates the account and goes to the job opportunities', async () => {
    saveProviderDraft(complete);
    sandboxControl.fail({ method: 'POST', path: 'create/provider/profile', status: 500, times: 1 });
    const { user, router } = await renderApp(<CreateAccountScreen />, {
      route: '/service-providers/create-account?step=review',
      signInAs: DEMO.client.email,
    });
    await user.click(await screen.findByRole('button', { name: 'Create my provider account' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(loadProviderDraft()).toMatchObject(complete);

    await user.click(screen.getByRole('button', { name: 'Create my provider account' }));
    await waitFor(() => expect(router.asPath).toBe('/service-providers/job-opportunities'));
    expect(db.state.market.providers.find((profile) => profile.user === DEMO.client.id)).toMatchObject({
      account_type: 'company',
      sub_services: [201],
      covered_areas: [1, 2],
    });
    expect(db.state.accounts.users.find((item) => item.id === DEMO.client.id)).toMatchObject({
      is_service_provider: true,
      has_provider_account: true,
      account_type: 'company',
      company_name: 'Al-Noor Cleaning Co.',
    });
    expect(loadProviderDraft()).toEqual(emptyProviderDraft);
  });

  it('tells someone who already has a provider profile so, with the way to it', async () => {
    await renderApp(<CreateAccountScreen />, {
      route: '/service-providers/create-account',
      signInAs: DEMO.provider.email,
    });
    expect(await screen.findByText(/You already have a provider profile/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My services' })).toHaveAttribute('href', '/service-providers/my-services');
  });
});

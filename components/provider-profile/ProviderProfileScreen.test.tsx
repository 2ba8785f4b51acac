import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config/paths';
import { SUB } from '@/mocks/data/catalogue/catalogue';
import { resetSandbox, server } from '@/mocks/node';
import { createRequest, requestById } from '@/mocks/sandbox-create';
import { db } from '@/mocks/shared/db';
import { profileOf } from '@/mocks/tables/provider-account/providers';
import { toPublicProvider } from '@/mocks/tables/provider-profile/public-provider';
import { referenceOf } from '@/mocks/tables/requests/requests';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { ProviderProfileScreen } from './ProviderProfileScreen';

const omar = DEMO.provider.id;
const route = `/clients/providers/${omar}?userId=${omar}`;

describe("a provider's public profile", () => {
  it('without member_since (a backend short of our design): no "member since" line, the rest shown', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { member_since: _since, ...answer } = toPublicProvider(profileOf(omar)!);
    server.use(http.get(`*/api/v1/providers/${omar}/`, () => HttpResponse.json(answer)));
    await renderApp(<ProviderProfileScreen />, { route });
    expect(await screen.findByText('Leak repair')).toBeInTheDocument();
    expect(screen.queryByText(/On Khidma since/)).not.toBeInTheDocument();
  });

  it('shows services, languages, the eight criteria averaged and the reviews, to a guest without invite or report', async () => {
    await renderApp(<ProviderProfileScreen />, { route });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Leak repair')).toBeInTheDocument();
    expect(screen.getByText(/Arabic, English/)).toBeInTheDocument();
    const ratings = screen.getByRole('region', { name: 'Ratings' });
    expect(await within(ratings).findByText('Punctuality')).toBeInTheDocument();
    expect(within(ratings).getAllByRole('article').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Invite to my request' })).not.toBeInTheDocument();
  });

  it('still renders when a stored language code is not a language (an older profile holding "!!"): the code as itself', async () => {
    const profile = db.state.market.providers.find((item) => item.user === omar)!;
    profile.languages = ['ar', '!!', 'xx'];
    await renderApp(<ProviderProfileScreen />, { route });
    expect(await screen.findByText('Arabic, !!, xx')).toBeInTheDocument();
    expect(await screen.findByText('Leak repair')).toBeInTheDocument();
  });

  it('invites the provider onto one of my open requests of a service they offer', async () => {
    const request = createRequest({ client: DEMO.client.email, subService: SUB.leakRepair });
    const { user } = await renderApp(<ProviderProfileScreen />, { route, signInAs: DEMO.client.email });
    await user.click(await screen.findByRole('button', { name: 'Invite to my request' }));
    const dialog = await screen.findByRole('dialog');
    const choices = await within(dialog).findAllByRole('radio');
    // Newest first: the request just made, then the seed's open ones of his services.
    expect(choices.length).toBeGreaterThan(1);
    expect(choices[0]!.closest('label')).toHaveTextContent(referenceOf(requestById(request)));
    await user.click(choices[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('was invited');
    expect(requestById(request).invited_providers).toContain(omar);
  });

  it('says when I have no open request of his services, with the way to ask for one', async () => {
    server.use(
      http.get('*/api/v1/requests/', () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })),
    );
    const { user } = await renderApp(<ProviderProfileScreen />, { route, signInAs: DEMO.client.email });
    await user.click(await screen.findByRole('button', { name: 'Invite to my request' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('You have no open request for a service this provider offers.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Request a service' })).toHaveAttribute(
      'href',
      paths.services.getHref('client'),
    );
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('says when my requests did not load, and offers them once a retry brings them', async () => {
    server.use(
      http.get('*/api/v1/requests/', () => HttpResponse.json({ error: 'down' }, { status: 500 }), { once: true }),
    );
    const { user } = await renderApp(<ProviderProfileScreen />, { route, signInAs: DEMO.client.email });
    await user.click(await screen.findByRole('button', { name: 'Invite to my request' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Try again' }));
    expect((await within(dialog).findAllByRole('radio')).length).toBeGreaterThan(0);
  });

  it('offers every open request past the first page (scenario many-open-requests), the oldest last', async () => {
    resetSandbox('many-open-requests');
    const oldest = db.state.market.requests.at(-1)!;
    const { user } = await renderApp(<ProviderProfileScreen />, { route, signInAs: DEMO.client.email });
    await user.click(await screen.findByRole('button', { name: 'Invite to my request' }));
    const dialog = await screen.findByRole('dialog');
    const choices = await within(dialog).findAllByRole('radio');
    expect(choices).toHaveLength(27);
    expect(choices.at(-1)?.closest('label')).toHaveTextContent(referenceOf(oldest));
  });

  it('explains a paused provider instead of repeating the refusal', async () => {
    resetSandbox('provider-paused');
    const { user } = await renderApp(<ProviderProfileScreen />, { route, signInAs: DEMO.client.email });
    await user.click(await screen.findByRole('button', { name: 'Invite to my request' }));
    const dialog = await screen.findByRole('dialog');
    await user.click((await within(dialog).findAllByRole('radio'))[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "This provider paused new jobs for now, so they can't be invited.",
    );
  });

  it('reports the provider with a reason from the list', async () => {
    const { user } = await renderApp(<ProviderProfileScreen />, { route, signInAs: DEMO.client.email });
    await user.click(await screen.findByRole('button', { name: 'Report this provider' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect(within(dialog).getByRole('combobox', { name: 'What happened?' })).toHaveAccessibleDescription(
      'This field is required',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'What happened?' }), 'no_show');
    await user.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('We received your report');
    expect(db.state.market.reports.at(-1)).toMatchObject({ reported_user: omar, reason: 'no_show', request: null });
  });
});

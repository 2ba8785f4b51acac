import { screen, waitFor, within } from '@testing-library/react';
import { RequestDetailsScreen } from '@/components/requests/RequestDetailsScreen';
import { createRequest, requestById } from '@/mocks/sandbox-create';
import { db } from '@/mocks/shared/db';
import { referenceOf } from '@/mocks/tables/requests/requests';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';

let request = 0;
const pricier = () =>
  db.state.market.offers.filter((offer) => offer.request === request).sort((a, b) => b.price - a.price)[0]!;

beforeEach(() => {
  request = createRequest({
    client: DEMO.client.email,
    offers: [
      { provider: DEMO.provider.email, price: 120 },
      { provider: DEMO.busyProvider.email, price: 95 },
    ],
  });
});

async function openProposal() {
  const route = `/clients/my-requests/${request}?requestId=${request}`;
  const rendered = await renderApp(<RequestDetailsScreen />, { route, signInAs: DEMO.client.email });
  const offers = await screen.findByRole('region', { name: 'Offers' });
  const cards = await within(offers).findAllByRole('article');
  const card = cards.find((item) => within(item).queryByText(new RegExp(String(pricier().price))))!;
  await rendered.user.click(within(card).getByRole('button', { name: 'See the offer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Proposal details' });
  return { ...rendered, dialog };
}

describe('proposal details over the request (the client)', () => {
  it('opens one offer in full over the list, with the request reference, and the page stays', async () => {
    const { dialog } = await openProposal();
    const offer = pricier();
    expect(within(dialog).getByText(new RegExp(String(offer.price)))).toBeInTheDocument();
    expect(within(dialog).getByText(new RegExp(referenceOf(requestById(request))))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Hire' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'See the offer' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Offers', hidden: true })).toBeInTheDocument();
  });

  it('shows the provider in tabs inside the dialog, and the way back returns focus to the button that opened them', async () => {
    const { user, dialog } = await openProposal();
    await user.click(within(dialog).getByRole('button', { name: 'About the provider' }));
    const tabs = await within(dialog).findAllByRole('tab');
    const back = within(dialog).getByRole('button', { name: /Back to the proposal/ });
    expect(back).toHaveFocus();
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Services', 'Reviews', 'Work photos']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('Languages');
    await user.click(tabs[1]!);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(await within(dialog).findByRole('tabpanel')).not.toHaveTextContent('Languages');
    expect(within(dialog).getByRole('link', { name: 'Open the full profile' })).toHaveAttribute(
      'href',
      `/clients/providers/${pricier().provider}`,
    );
    await user.click(back);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'About the provider' })).toHaveFocus());
  });

  it('hires from the dialog after the confirmation over it, and the dialog then reads the offer as hired', async () => {
    const { user, dialog } = await openProposal();
    await user.click(within(dialog).getByRole('button', { name: 'Hire' }));
    const confirm = await screen.findByRole('dialog', { name: /^Hire .* for JOD\s?\d+\?$/ });
    await user.click(within(confirm).getByRole('button', { name: 'Hire' }));
    await waitFor(() => expect(requestById(request).status).toBe('provider_hired'));
    const proposal = await screen.findByRole('dialog', { name: 'Proposal details' });
    expect(await within(proposal).findByText('Hired')).toBeInTheDocument();
    expect(within(proposal).queryByRole('button', { name: 'Hire' })).not.toBeInTheDocument();
  });
});

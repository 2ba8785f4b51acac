import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { db } from '@/mocks/shared/db';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { SpendingLimitScreen } from './SpendingLimitScreen';

const route = '/service-providers/spending-limit';
const omar = () => db.state.market.providers.find((item) => item.user === DEMO.provider.id)!;

describe('the daily spending limit', () => {
  it('refuses a limit outside 1–1,000 next to the field, saves a valid one, then removes it', async () => {
    const { user } = await renderApp(<SpendingLimitScreen />, { route, signInAs: DEMO.provider.email });
    expect(await screen.findByText('Spent today: \u2066JOD 0\u2069')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No limit' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'A limit per day' }));
    const limit = screen.getByLabelText('Limit per day (JOD)');
    await user.type(limit, '1001');
    await user.click(screen.getByRole('button', { name: 'Save the limit' }));
    expect(limit).toHaveAccessibleDescription(expect.stringContaining('Enter whole dinars from 1 to 1,000'));
    expect(omar().daily_spend_cap ?? null).toBeNull();
    await user.clear(limit);
    await user.type(limit, '٢٠');
    await user.click(screen.getByRole('button', { name: 'Save the limit' }));
    await waitFor(() => expect(screen.getByText('Saved. Your daily limit is \u2066JOD 20\u2069.')).toBeInTheDocument());
    expect(omar().daily_spend_cap).toBe(20);
    expect(await screen.findByText('Spent today: \u2066JOD 0\u2069 of \u2066JOD 20\u2069')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'No limit' }));
    await user.click(screen.getByRole('button', { name: 'Save the limit' }));
    expect(await screen.findByText('Saved. No daily limit.')).toBeInTheDocument();
    expect(omar().daily_spend_cap).toBeNull();
  });

  it('keeps what was typed when the save fails', async () => {
    server.use(http.patch('*/api/v1/provider/balance/', () => HttpResponse.json({ error: 'Boom' }, { status: 500 })));
    const { user } = await renderApp(<SpendingLimitScreen />, { route, signInAs: DEMO.provider.email });
    await user.click(await screen.findByRole('radio', { name: 'A limit per day' }));
    await user.type(screen.getByLabelText('Limit per day (JOD)'), '15');
    await user.click(screen.getByRole('button', { name: 'Save the limit' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('Limit per day (JOD)')).toHaveValue('15');
    expect(omar().daily_spend_cap ?? null).toBeNull();
  });

  it('without the designed fields: says the limit is unknown, shows no spent line, and still saves', async () => {
    server.use(
      http.get('*/api/v1/provider/balance/', () =>
        HttpResponse.json({
          balance: 3,
          currency: 'JOD',
          offer_cost: 1,
          free_offers_per_day: 5,
          free_offers_left: 5,
          message: null,
        }),
      ),
    );
    const { user } = await renderApp(<SpendingLimitScreen />, { route, signInAs: DEMO.provider.email });
    expect(await screen.findByText('Your current limit could not be read. You can still set one.')).toBeInTheDocument();
    expect(screen.queryByText(/^Spent today/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'A limit per day' }));
    await user.type(screen.getByLabelText('Limit per day (JOD)'), '5');
    await user.click(screen.getByRole('button', { name: 'Save the limit' }));
    expect(await screen.findByText('Saved. Your daily limit is \u2066JOD 5\u2069.')).toBeInTheDocument();
    expect(omar().daily_spend_cap).toBe(5);
  });
});

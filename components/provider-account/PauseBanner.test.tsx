import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { scenarios } from '@/mocks/scenarios';
import { db } from '@/mocks/shared/db';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import PauseBanner from './PauseBanner';

const RESUME = '*/api/v1/provider/profile/pause/';
const route = '/service-providers/job-opportunities';

describe('the pause banner', () => {
  beforeEach(() => db.reset(scenarios['provider-paused']));

  it('Resume: the banner goes once the backend resumes the provider', async () => {
    const { user } = await renderApp(<PauseBanner />, { route, signInAs: DEMO.provider.email });
    const banner = await screen.findByRole('region', { name: 'Offers paused' });
    await user.click(within(banner).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Offers paused' })).not.toBeInTheDocument());
  });

  it.each([
    ['a backend without the call (404)', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })],
    ['a failing backend (an HTML 500)', () => new HttpResponse('<h1>Server Error (500)</h1>', { status: 500 })],
    // The minimal profile never shows the banner (`paused_until` is ours): a backend that sends it, whose resume fails.
  ])('Resume refused by %s: says so under the button, and the banner stays', async (_case, answer) => {
    server.use(http.delete(RESUME, answer));
    const { user } = await renderApp(<PauseBanner />, { route, signInAs: DEMO.provider.email });
    const banner = await screen.findByRole('region', { name: 'Offers paused' });
    await user.click(within(banner).getByRole('button', { name: 'Resume' }));
    expect(await within(banner).findByRole('alert')).toHaveTextContent(/\S/);
    expect(within(banner).getByRole('button', { name: 'Resume' })).toBeEnabled();
  });
});

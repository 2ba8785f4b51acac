import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { buildRequest, DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { JobFeedScreen } from './JobFeedScreen';

const FEED = '/service-providers/job-opportunities';

describe('job opportunities, a malformed answer', () => {
  it('shows the generic error, not a crash, and the retry reads the feed again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { status: _dropped, ...withoutStatus } = { ...buildRequest(), is_invited: false };
    // The first answer's job has no status; the retry reaches the sandbox.
    server.use(
      http.get(
        '*/api/v1/jobs/opportunities/',
        () => HttpResponse.json({ count: 1, next: null, previous: null, results: [withoutStatus] }),
        { once: true },
      ),
    );
    const { user } = await renderApp(<JobFeedScreen />, { route: FEED, signInAs: DEMO.provider.email });

    expect(await screen.findByText('Something went Wrong')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Malformed answer from GET jobs/opportunities/: results[0].status is missing');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: /job opportunit/ });
    expect(await within(list).findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    log.mockRestore();
  });
});

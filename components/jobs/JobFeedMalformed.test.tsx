import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { buildRequest, DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { JobFeedScreen } from './JobFeedScreen';

const FEED = '/service-providers/job-opportunities';

describe('job opportunities, a malformed answer', () => {
  it('leaves out one bad job (logged once) and shows the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { status: _dropped, ...withoutStatus } = { ...buildRequest(), is_invited: false };
    const good = { ...buildRequest(), id: 999, is_invited: false };
    server.use(
      http.get('*/api/v1/jobs/opportunities/', () =>
        HttpResponse.json({ count: 2, next: null, previous: null, results: [withoutStatus, good] }),
      ),
    );
    await renderApp(<JobFeedScreen />, { route: FEED, signInAs: DEMO.provider.email });
    const list = await screen.findByRole('list', { name: /job opportunit/ });
    expect(await within(list).findAllByRole('article')).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith('Left out of GET jobs/opportunities/: results[0].status is missing');
    warn.mockRestore();
  });

  it('shows the generic error, not a crash, for an answer that is no list, and the retry reads the feed again', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The first two answers have no results (the early read beside the provider profile, and the list's
    // own as it mounts); the retry reaches the sandbox.
    let malformed = 2;
    server.use(
      http.get('*/api/v1/jobs/opportunities/', () =>
        malformed-- > 0 ? HttpResponse.json({ count: 1, next: null }) : undefined,
      ),
    );
    const { user } = await renderApp(<JobFeedScreen />, { route: FEED, signInAs: DEMO.provider.email });

    expect(await screen.findByText('Something went Wrong')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Malformed answer from GET jobs/opportunities/: results is missing');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: /job opportunit/ });
    expect(await within(list).findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    log.mockRestore();
  });
});

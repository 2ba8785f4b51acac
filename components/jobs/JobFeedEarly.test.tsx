import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '@/mocks/node';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { JobFeedScreen } from './JobFeedScreen';

const FEED = '/service-providers/job-opportunities';

/**
 * Records the calls in the order they left, and holds the provider profile's answer until the feed
 * is asked for (or a second passed): whether the feed waited for the profile's gate.
 */
function watchCalls(): string[] {
  const calls: string[] = [];
  let feedAsked = () => undefined as void;
  const asked = new Promise<void>((resolve) => (feedAsked = resolve));
  server.use(
    http.get('*/api/v1/jobs/opportunities/', () => {
      calls.push('feed');
      feedAsked();
      return undefined;
    }),
    http.get('*/api/v1/provider/profile/', async () => {
      await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 1_000))]);
      calls.push('profile answered');
      return undefined;
    }),
  );
  return calls;
}

describe('the job feed leaves early', () => {
  it('beside the provider profile when the account has one, and is asked once', async () => {
    const calls = watchCalls();
    await renderApp(<JobFeedScreen />, { route: FEED, signInAs: DEMO.provider.email });
    const list = await screen.findByRole('list', { name: /job opportunit/ });
    expect((await within(list).findAllByRole('article')).length).toBeGreaterThan(0);
    expect(calls).toEqual(['feed', 'profile answered']);
  });

  it('never for an account without a provider profile (no 403 from the feed)', async () => {
    const calls = watchCalls();
    await renderApp(<JobFeedScreen />, { route: FEED, signInAs: DEMO.client.email });
    expect(await screen.findByRole('link', { name: 'Create your provider profile' })).toBeInTheDocument();
    expect(calls).toEqual(['profile answered']);
  });
});

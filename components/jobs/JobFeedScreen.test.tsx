import { screen, waitFor, within } from '@testing-library/react';
import { SUB } from '@/mocks/data/catalogue/catalogue';
import { createRequest } from '@/mocks/sandbox-create';
import { db } from '@/mocks/shared/db';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { JobFeedScreen } from './JobFeedScreen';

const FEED = '/service-providers/job-opportunities';
const jobLinks = () => screen.getAllByRole('link', { name: /^(Drain unclogging|Water heater installation)$/ });
const hrefs = () => jobLinks().map((link) => link.getAttribute('href'));

/** Two jobs in the demo provider's services from another client, newer than the seed's: urgent 2 hours old, planning a little older. */
let urgent = 0;
let planning = 0;
beforeEach(() => {
  urgent = createRequest({ client: DEMO.unverified.email, subService: SUB.drainUnclogging, ageDays: 2 / 24 });
  planning = createRequest({
    client: DEMO.unverified.email,
    subService: SUB.waterHeater,
    timing: 'planning',
    ageDays: 2.2 / 24,
  });
});

describe('job opportunities (the provider)', () => {
  it('lists the jobs open to me newest first; the timing and offer filters narrow them and go into the URL', async () => {
    const { user, router } = await renderApp(<JobFeedScreen />, { route: FEED, signInAs: DEMO.provider.email });
    const list = await screen.findByRole('list', { name: /job opportunit/ });
    const cards = await within(list).findAllByRole('article');
    expect(cards.slice(0, 2).map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      `job-${urgent}`,
      `job-${planning}`,
    ]);
    expect(cards[0]).toHaveTextContent('Urgent: within 2 days');
    expect(cards[0]).toHaveTextContent('No offers yet');
    expect(cards[0]).toHaveTextContent(/hours? ago/);
    // Every card opens the same page: its code is prefetched once by the list, not by each card.
    expect(router.prefetch).toHaveBeenCalledTimes(1);
    expect(router.prefetch).toHaveBeenCalledWith(`${FEED}/${urgent}`);

    await user.click(within(screen.getByRole('group', { name: 'When' })).getByRole('button', { name: 'Planning' }));
    expect(router.replace).toHaveBeenLastCalledWith(`${FEED}?timing=planning`, undefined, {
      shallow: true,
      scroll: false,
    });
    await waitFor(() => expect(hrefs()).not.toContain(`${FEED}/${urgent}`));
    expect(hrefs()[0]).toBe(`${FEED}/${planning}`);
    expect(
      within(screen.getByRole('group', { name: 'When' })).getByRole('button', { name: 'Planning' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await user.click(
      within(screen.getByRole('group', { name: 'Offers so far' })).getByRole('button', { name: '3 or more' }),
    );
    expect(router.replace).toHaveBeenLastCalledWith(`${FEED}?timing=planning&offers=3`, undefined, {
      shallow: true,
      scroll: false,
    });
    expect(await screen.findByText('No job matches these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(hrefs().slice(0, 2)).toEqual([`${FEED}/${urgent}`, `${FEED}/${planning}`]));
  });

  it('reads the filters from the URL', async () => {
    await renderApp(<JobFeedScreen />, { route: `${FEED}?timing=urgent&offers=0`, signInAs: DEMO.provider.email });
    await waitFor(() => expect(hrefs()[0]).toBe(`${FEED}/${urgent}`));
    expect(hrefs()).not.toContain(`${FEED}/${planning}`);
    expect(
      within(screen.getByRole('group', { name: 'Offers so far' })).getByRole('button', { name: 'No offers' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('hides a job only with a reason, and it leaves the feed', async () => {
    const { user } = await renderApp(<JobFeedScreen />, { route: FEED, signInAs: DEMO.provider.email });
    const list = await screen.findByRole('list', { name: /job opportunit/ });
    await user.click((await within(list).findAllByRole('button', { name: 'Hide Drain unclogging' }))[0]!); // the newest
    const dialog = await screen.findByRole('dialog', { name: 'Hide Drain unclogging?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hide the job' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Why? (required)'), 'Too far for me');
    await user.click(within(dialog).getByRole('button', { name: 'Hide the job' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Drain unclogging is hidden.');
    await waitFor(() => expect(hrefs()).not.toContain(`${FEED}/${urgent}`));
    expect(hrefs()).toContain(`${FEED}/${planning}`);
    expect(db.state.market.dismissedJobs).toEqual([
      expect.objectContaining({ request: urgent, action: 'hide', reason: 'Too far for me' }),
    ]);
  });

  it('keeps a reason typed but not sent through a reload, for the same job only; closing drops it', async () => {
    const first = await renderApp(<JobFeedScreen />, { route: FEED, signInAs: DEMO.provider.email });
    const hide = async (user: typeof first.user, name: string) => {
      const list = await screen.findByRole('list', { name: /job opportunit/ });
      await user.click((await within(list).findAllByRole('button', { name: `Hide ${name}` }))[0]!);
      return screen.findByRole('dialog', { name: `Hide ${name}?` });
    };
    await first.user.type(
      within(await hide(first.user, 'Drain unclogging')).getByLabelText('Why? (required)'),
      'Too far for me',
    );
    first.unmount(); // the page goes away before the send (a reload, a session that ends)

    const again = await renderApp(<JobFeedScreen />, { route: FEED, signInAs: DEMO.provider.email });
    const other = await hide(again.user, 'Water heater installation');
    expect(within(other).getByLabelText('Why? (required)')).toHaveValue('');
    await again.user.click(within(other).getByRole('button', { name: 'Keep it' }));
    const dialog = await hide(again.user, 'Drain unclogging');
    expect(within(dialog).getByLabelText('Why? (required)')).toHaveValue('Too far for me');
    await again.user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await hide(again.user, 'Drain unclogging')).getByLabelText('Why? (required)')).toHaveValue('');
  });

  it('lists hidden jobs with their reason and shows one again', async () => {
    db.state.market.dismissedJobs.push({
      provider: DEMO.provider.id,
      request: planning,
      action: 'hide',
      reason: 'Busy this month',
      at: new Date().toISOString(),
    });
    const { user } = await renderApp(<JobFeedScreen />, {
      route: `${FEED}?view=hidden`,
      signInAs: DEMO.provider.email,
    });
    expect(await screen.findByText('Busy this month')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hidden jobs' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Show again Water heater installation' }));
    expect(await screen.findByText('Water heater installation is back in your feed.')).toBeInTheDocument();
    expect(await screen.findByText('You have not hidden any job.')).toBeInTheDocument();
    expect(db.state.market.dismissedJobs).toEqual([]);
  });

  it('explains an empty feed: paused, with a way to resume', async () => {
    const profile = db.state.market.providers.find((item) => item.user === DEMO.provider.id)!;
    profile.paused_until = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const { user } = await renderApp(<JobFeedScreen />, { route: FEED, signInAs: DEMO.provider.email });
    expect(await screen.findByText('You paused new jobs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume receiving jobs' }));
    await waitFor(() => expect(hrefs()).toEqual(expect.arrayContaining([`${FEED}/${urgent}`, `${FEED}/${planning}`])));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { RequestDetailsScreen } from '@/components/requests/RequestDetailsScreen';
import { paths } from '@/config/paths';
import { createRequest } from '@/mocks/sandbox-create';
import { sandboxControl } from '@/mocks/shared/control';
import { db } from '@/mocks/shared/db';
import { expireSessions } from '@/mocks/tables/auth/sessions';
import { TIMEOUTS } from '@/services/api/timeouts';
import { claimDrafts } from '@/store/auth/drafts';
import { clearSession } from '@/store/shared/storage';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import type { RenderAppResult } from '@/tests/render-app';
import RateDialog from './RateDialog';

// Calls give up after 300 ms here, not 15 s (read as each call leaves).
const { callMs } = TIMEOUTS;
beforeEach(() => Object.assign(TIMEOUTS, { callMs: 300 }));
afterEach(() => Object.assign(TIMEOUTS, { callMs }));

const route = (id: number) => `/clients/my-requests/${id}?requestId=${id}`;
const ratingsOf = (requestId: number) => db.state.market.ratings.filter((rating) => rating.request === requestId);

function completedRequest(): number {
  return createRequest({
    client: DEMO.client.email,
    offers: [{ provider: DEMO.provider.email, price: 40 }],
    hire: DEMO.provider.email,
    completed: true,
  });
}

async function fillRating({ user }: Pick<RenderAppResult, 'user'>): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'Rate the provider' }));
  const dialog = await screen.findByRole('dialog');
  for (const group of within(dialog).getAllByRole('group'))
    await user.click(within(group).getByRole('radio', { name: '4 stars' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Tell others about your experience' }), 'Quick and tidy');
  return dialog;
}

describe('rating the provider when the answer is late', () => {
  it('a timed-out send keeps every star and word, says so, and the retry makes one rating', async () => {
    const id = completedRequest();
    const app = await renderApp(<RequestDetailsScreen />, { route: route(id), signInAs: DEMO.client.email });
    const dialog = await fillRating(app);
    // The server rates at once; its answer comes after the app stopped waiting.
    sandboxControl.fail({ method: 'POST', path: `requests/${id}/rate-provider/`, answerDelayMs: 1500, times: 1 });
    await app.user.click(within(dialog).getByRole('button', { name: 'Send the rating' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The server took too long to answer. Check your connection and try again.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(dialog).getByRole('textbox', { name: 'Tell others about your experience' })).toHaveValue(
      'Quick and tidy',
    );
    expect(within(dialog).getAllByRole('radio', { name: '4 stars', checked: true })).toHaveLength(8);
    expect(ratingsOf(id)).toHaveLength(1);

    await app.user.click(within(dialog).getByRole('button', { name: 'Send the rating' }));
    expect(await screen.findByText("Thank you! Your rating is on the provider's profile.")).toBeInTheDocument();
    // The same Idempotency-Key: the first answer replayed, not a second rating.
    expect(ratingsOf(id)).toHaveLength(1);
  });
});

describe('rating the provider when the session ends mid-send', () => {
  it('after signing in again the dialog is back with every star and word, and sends once', async () => {
    const id = completedRequest();
    const first = await renderApp(<RequestDetailsScreen />, { route: route(id), signInAs: DEMO.client.email });
    const dialog = await fillRating(first);
    expireSessions('both');
    await first.user.click(within(dialog).getByRole('button', { name: 'Send the rating' }));
    await waitFor(() => expect(first.onSessionExpired).toHaveBeenCalledTimes(1));
    expect(ratingsOf(id)).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem('DIALOG_DRAFT') ?? '{}')).toMatchObject({
      [`rate-provider:${id}`]: { owner: DEMO.client.id, values: { punctuality: 4, experience: 'Quick and tidy' } },
    });

    // The expiry path (store/auth/session.ts): the tokens go, the drafts stay; the same person signs in.
    first.unmount();
    clearSession({ keepDrafts: true });
    await claimDrafts(DEMO.client.id);
    const again = await renderApp(<RequestDetailsScreen />, { route: route(id), signInAs: DEMO.client.email });
    const back = await screen.findByRole('dialog');
    expect(within(back).getByRole('textbox', { name: 'Tell others about your experience' })).toHaveValue(
      'Quick and tidy',
    );
    expect(within(back).getAllByRole('radio', { name: '4 stars', checked: true })).toHaveLength(8);
    await again.user.dblClick(within(back).getByRole('button', { name: 'Send the rating' }));
    expect(await screen.findByText("Thank you! Your rating is on the provider's profile.")).toBeInTheDocument();
    expect(ratingsOf(id)).toHaveLength(1);
    expect(localStorage.getItem('DIALOG_DRAFT')).toBeNull();
  });

  it('closing the dialog lets the words go: it does not open by itself again', async () => {
    const id = completedRequest();
    const app = await renderApp(<RequestDetailsScreen />, { route: route(id), signInAs: DEMO.client.email });
    const dialog = await fillRating(app);
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('DIALOG_DRAFT')).toBeNull();
  });
});

describe("each side's rating dialog", () => {
  it.each([
    {
      rated: 'provider' as const,
      rater: DEMO.client.email,
      ratedId: DEMO.provider.id,
      route: route,
      title: 'Rate Omar',
      criteria: 8,
      experience: 'Tell others about your experience',
    },
    {
      rated: 'client' as const,
      rater: DEMO.provider.email,
      ratedId: DEMO.client.id,
      route: (id: number) => paths.work.getHref(id),
      title: 'Rate Sara',
      criteria: 3,
      experience: 'Describe your experience',
    },
  ])(
    'rating the $rated: its criteria and words, one rating sent',
    async ({ rated, rater, ratedId, route, title, criteria, experience }) => {
      const id = completedRequest();
      const onRated = vi.fn();
      const { user } = await renderApp(
        <Suspense>
          <RateDialog
            rated={rated}
            requestId={id}
            name={title.slice('Rate '.length)}
            onRated={onRated}
            onClose={() => {}}
          />
        </Suspense>,
        { route: route(id), signInAs: rater },
      );
      const dialog = await screen.findByRole('dialog', { name: title });
      const groups = within(dialog).getAllByRole('group');
      expect(groups).toHaveLength(criteria);
      for (const group of groups) await user.click(within(group).getByRole('radio', { name: '5 stars' }));
      await user.type(within(dialog).getByRole('textbox', { name: experience }), 'Fine');
      await user.click(within(dialog).getByRole('button', { name: 'Send the rating' }));
      await waitFor(() => expect(onRated).toHaveBeenCalledTimes(1));
      expect(ratingsOf(id)).toEqual([expect.objectContaining({ rated: ratedId, experience: 'Fine' })]);
    },
  );
});

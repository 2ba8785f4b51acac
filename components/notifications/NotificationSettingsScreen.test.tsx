import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/config/paths';
import { server } from '@/mocks/node';
import { sandboxControl } from '@/mocks/shared/control';
import { db } from '@/mocks/shared/db';
import { claimDrafts } from '@/store/auth/drafts';
import { clearSession } from '@/store/shared/storage';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { NotificationSettingsScreen } from './NotificationSettingsScreen';

const providerRoute = paths.settings.notifications.getHref('provider');
const saved = (userId: number) => db.state.push?.preferences[String(userId)];

const EVENTS = [
  'A new job in my services',
  'A client saw my offer',
  'I was hired',
  'Other messages (new offers, invitations, ratings, completed work)',
];

async function changeAndSave(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(await screen.findByLabelText('A client saw my offer'));
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '23:00' } });
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

// A build with push (a VAPID key inlined), as sandbox builds are; one test takes it away.
beforeEach(() => vi.stubEnv('NEXT_PUBLIC_VAPID_PUBLIC_KEY', 'BTestKey'));
afterEach(() => vi.unstubAllEnvs());

describe('NotificationSettingsScreen', () => {
  it('shows a provider every event on and 22:00–07:00, and saves a change', async () => {
    const { user } = await renderApp(<NotificationSettingsScreen />, {
      route: providerRoute,
      signInAs: DEMO.provider.email,
    });
    const events = await screen.findByRole('group', { name: 'Tell me about' });
    expect(
      within(events)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('name')),
    ).toHaveLength(4);
    for (const name of EVENTS) expect(screen.getByLabelText(name)).toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue('22:00');
    expect(screen.getByLabelText('To')).toHaveValue('07:00');
    expect(screen.getByLabelText('From')).toHaveAttribute('dir', 'ltr');
    await changeAndSave(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Your notification settings were saved.');
    expect(saved(DEMO.provider.id)).toMatchObject({
      offer_seen: false,
      quiet_start: '23:00',
      quiet_end: '07:00',
      hired: true,
    });
  });

  it('keeps every change when the save fails, and says so', async () => {
    sandboxControl.fail({ method: 'PATCH', path: 'notifications/preferences/', status: 500, times: 1 });
    const { user } = await renderApp(<NotificationSettingsScreen />, {
      route: providerRoute,
      signInAs: DEMO.provider.email,
    });
    await changeAndSave(user);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('A client saw my offer')).not.toBeChecked();
    expect(screen.getByLabelText('From')).toHaveValue('23:00');
    expect(saved(DEMO.provider.id)).toBeUndefined();
    // The same tap again saves what was kept.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your notification settings were saved.');
    expect(saved(DEMO.provider.id)).toMatchObject({ offer_seen: false, quiet_start: '23:00' });
  });

  it('refuses a time that is not HH:MM next to the field, without calling the server', async () => {
    const { user } = await renderApp(<NotificationSettingsScreen />, {
      route: providerRoute,
      signInAs: DEMO.provider.email,
    });
    fireEvent.change(await screen.findByLabelText('To'), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a time as HH:MM')).toHaveAttribute('role', 'alert');
    expect(saved(DEMO.provider.id)).toBeUndefined();
  });

  it('offers a client a switch for each kind of offer news and the other messages, and saves one', async () => {
    const { user } = await renderApp(<NotificationSettingsScreen />, {
      route: paths.settings.notifications.getHref('client'),
      signInAs: DEMO.client.email,
    });
    const events = await screen.findByRole('group', { name: 'Tell me about' });
    const labels = [
      'A new offer on my request',
      'An offer on my request changed',
      'An offer on my request was withdrawn',
      'Other messages (ratings, completed work)',
    ];
    expect(within(events).getAllByRole('checkbox')).toEqual(
      labels.map((label) => within(events).getByLabelText(label)),
    );
    expect(screen.queryByLabelText('A new job in my services')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('An offer on my request was withdrawn'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your notification settings were saved.')).toBeInTheDocument();
    expect(db.state.push?.preferences[String(DEMO.client.id)]).toMatchObject({
      offer_withdrawn: false,
      new_offer: true,
    });
  });

  it('shows a client only the messages switch when the backend has no offer switches', async () => {
    server.use(
      http.get('*/api/v1/notifications/preferences/', () =>
        HttpResponse.json({
          new_job: true,
          offer_seen: true,
          hired: true,
          message: true,
          quiet_start: '22:00',
          quiet_end: '07:00',
        }),
      ),
    );
    await renderApp(<NotificationSettingsScreen />, {
      route: paths.settings.notifications.getHref('client'),
      signInAs: DEMO.client.email,
    });
    const events = await screen.findByRole('group', { name: 'Tell me about' });
    expect(within(events).getAllByRole('checkbox')).toHaveLength(1);
    expect(
      within(events).getByLabelText('Other messages (new offers, invitations, ratings, completed work)'),
    ).toBeChecked();
  });

  it.each([
    [
      'en',
      'Choosing which notifications you get, and when they stay quiet, is not available yet.',
      'Open your notifications',
    ],
    ['ar', 'اختيار الإشعارات التي تصلك وأوقات هدوئها غير متاح بعد.', 'افتح إشعاراتك'],
  ] as const)(
    '(%s) says so, with no form, when the backend has no preferences call (404)',
    async (language, why, link) => {
      server.use(
        http.get('*/api/v1/notifications/preferences/', () =>
          HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
        ),
      );
      await renderApp(<NotificationSettingsScreen />, {
        route: providerRoute,
        signInAs: DEMO.provider.email,
        language,
      });
      expect(await screen.findByText(new RegExp(`^${why}`))).toBeInTheDocument();
      expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', paths.notifications.getHref('provider'));
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('keeps the error and its retry for a failure that may pass (500)', async () => {
    sandboxControl.fail({ method: 'GET', path: 'notifications/preferences/', status: 500, times: 1 });
    const { user } = await renderApp(<NotificationSettingsScreen />, {
      route: providerRoute,
      signInAs: DEMO.provider.email,
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('A client saw my offer')).toBeChecked();
  });

  it.each([
    ['en', 'Notifications to your phone or computer are not available in this version of the app'],
    ['ar', 'الإشعارات إلى هاتفك أو حاسوبك غير متاحة في هذا الإصدار من التطبيق'],
  ] as const)('(%s) says a build without push has nothing to set, and asks nothing', async (language, why) => {
    vi.stubEnv('NEXT_PUBLIC_VAPID_PUBLIC_KEY', '');
    await renderApp(<NotificationSettingsScreen />, { route: providerRoute, signInAs: DEMO.provider.email, language });
    expect(screen.getByText(new RegExp(`^${why}`))).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('speaks Arabic', async () => {
    await renderApp(<NotificationSettingsScreen />, {
      route: providerRoute,
      signInAs: DEMO.provider.email,
      language: 'ar',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'الإشعارات' })).toBeInTheDocument();
    expect(await screen.findByLabelText('عمل جديد في خدماتي')).toBeChecked();
  });
});

describe('NotificationSettingsScreen keeps what was changed and not saved', () => {
  /** The settings as a provider opens them: a reload is the screen unmounted and mounted again. */
  const open = (email: string = DEMO.provider.email) =>
    renderApp(<NotificationSettingsScreen />, { route: providerRoute, signInAs: email });
  const shown = () => ({
    offerSeen: (screen.getByLabelText('A client saw my offer') as HTMLInputElement).checked,
    from: (screen.getByLabelText('From') as HTMLInputElement).value,
  });

  async function change(user: Awaited<ReturnType<typeof renderApp>>['user']) {
    await user.click(await screen.findByLabelText('A client saw my offer'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '23:00' } });
  }

  it('through a reload, over the server answer; a save drops it, the next reload shows the saved values', async () => {
    const first = await open();
    await change(first.user);
    first.unmount();

    const again = await open();
    await screen.findByLabelText('A client saw my offer');
    expect(shown()).toEqual({ offerSeen: false, from: '23:00' });
    expect(saved(DEMO.provider.id)).toBeUndefined();
    await again.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your notification settings were saved.');
    expect(saved(DEMO.provider.id)).toMatchObject({ offer_seen: false, quiet_start: '23:00' });
    again.unmount();

    // No draft left over the saved values: what the server holds now shows (changed elsewhere meanwhile).
    saved(DEMO.provider.id)!.quiet_start = '21:30';
    await open();
    await screen.findByLabelText('A client saw my offer');
    expect(shown()).toEqual({ offerSeen: false, from: '21:30' });
  });

  it('through a failed save and a reload', async () => {
    sandboxControl.fail({ method: 'PATCH', path: 'notifications/preferences/', status: 500, times: 1 });
    const first = await open();
    await change(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    first.unmount();

    await open();
    await screen.findByLabelText('A client saw my offer');
    expect(shown()).toEqual({ offerSeen: false, from: '23:00' });
    expect(saved(DEMO.provider.id)).toBeUndefined();
  });

  it('never for another user signing in on this device', async () => {
    const first = await open();
    await change(first.user);
    first.unmount();
    clearSession({ keepDrafts: true });
    await claimDrafts(DEMO.company.id);

    await open(DEMO.company.email);
    await screen.findByLabelText('A client saw my offer');
    expect(shown()).toEqual({ offerSeen: true, from: '22:00' });
  });
});

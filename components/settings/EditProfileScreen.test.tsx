import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { db } from '@/mocks/shared/db';
import { formatDate } from '@/services/shared/format';
import { appStore } from '@/store/shared/app-store';
import { DEMO, DEMO_PASSWORD, PNG_BYTES } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { EditProfileScreen } from './EditProfileScreen';

// jsdom has no canvas to re-encode a photo on: the bytes come back as they are (Chromium proves the
// re-encoding: e2e/photo-metadata.spec.ts).
vi.mock('browser-image-compression', () => ({ default: (file: Blob) => Promise.resolve(file) }));

const clientRoute = '/clients/settings/edit-profile';
const providerRoute = '/service-providers/settings/edit-profile';
const userOf = (id: number) => db.state.accounts.users.find((item) => item.id === id)!;

describe('EditProfileScreen: the once-a-month phone rule', () => {
  it('lets the client change the phone (last change 40 days ago)', async () => {
    await renderApp(<EditProfileScreen />, { route: clientRoute, signInAs: DEMO.client.email });
    expect(await screen.findByRole('button', { name: 'Change phone number' })).toBeInTheDocument();
    expect(screen.queryByTestId('phone-locked')).not.toBeInTheDocument();
  });

  it('locks the provider phone (changed 5 days ago) and shows the next allowed date', async () => {
    const last = new Date(userOf(DEMO.provider.id).last_phone_change!);
    const next = new Date(last);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const date = formatDate(next, { language: 'en', country: 'jo' });
    await renderApp(<EditProfileScreen />, { route: providerRoute, signInAs: DEMO.provider.email });
    expect(await screen.findByTestId('phone-locked')).toHaveTextContent(`You can change it again on ${date}.`);
    expect(screen.queryByRole('button', { name: 'Change phone number' })).not.toBeInTheDocument();
  });

  it('treats the phone as editable when the lookup fails (and logs it)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get('*/api/v1/auth/user/last_phone_change/', () => HttpResponse.json({ error: 'down' }, { status: 500 })),
    );
    const toasts: unknown[] = [];
    const unsubscribe = appStore.subscribe(() => {
      const { toastMessage } = appStore.getState();
      if (toastMessage) toasts.push(toastMessage);
    });
    await renderApp(<EditProfileScreen />, { route: providerRoute, signInAs: DEMO.provider.email });
    expect(await screen.findByRole('button', { name: 'Change phone number' })).toBeInTheDocument();
    expect(screen.queryByTestId('phone-locked')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    // Logged, not toasted (spec §8): no toast was asked for, and none shows.
    unsubscribe();
    expect(toasts).toEqual([]);
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('changes the phone with the code sent to the new number', async () => {
    const { user } = await renderApp(<EditProfileScreen />, { route: clientRoute, signInAs: DEMO.client.email });
    await user.click(await screen.findByRole('button', { name: 'Change phone number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change phone number' });
    await user.type(within(dialog).getByLabelText('New phone number'), '079 000 1122');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const code = await within(dialog).findByLabelText('6-digit code');
    expect(within(dialog).getByText('+962790001122')).toBeInTheDocument();

    // The code step submits by itself once all six digits are in.
    await user.type(code, '000000');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('OTP verification is failed');
    expect(code).toHaveValue('000000');

    await user.clear(code);
    await user.type(code, db.state.accounts.inbox.at(-1)!.code!);
    expect(await screen.findByText('Your phone number was changed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(userOf(DEMO.client.id).phone_number).toBe('+962790001122');
  });

  it("shows the sandbox's refusal within the month and keeps the number typed", async () => {
    // The page thinks the phone is editable (lookup failed), the server still enforces the rule.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get('*/api/v1/auth/user/last_phone_change/', () => HttpResponse.json({ error: 'down' }, { status: 500 })),
    );
    const { user } = await renderApp(<EditProfileScreen />, { route: providerRoute, signInAs: DEMO.provider.email });
    await user.click(await screen.findByRole('button', { name: 'Change phone number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change phone number' });
    await user.type(within(dialog).getByLabelText('New phone number'), '0790001133');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You excced the limit');
    expect(within(dialog).getByLabelText('New phone number')).toHaveValue('0790001133');
  });
});

describe('EditProfileScreen: the profile form', () => {
  it('saves names, email and gender', async () => {
    const { user } = await renderApp(<EditProfileScreen />, { route: clientRoute, signInAs: DEMO.client.email });
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Sarah');
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(userOf(DEMO.client.id)).toMatchObject({ first_name: 'Sarah', gender: 'male', email: DEMO.client.email });
  });

  it('asks for the current password only to change the email, and the old address is told', async () => {
    const { user } = await renderApp(<EditProfileScreen />, { route: clientRoute, signInAs: DEMO.client.email });
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'sara.new@example.com');
    const password = await screen.findByLabelText('Current password');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(userOf(DEMO.client.id).email).toBe(DEMO.client.email);

    await user.type(password, 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password');
    expect(userOf(DEMO.client.id).email).toBe(DEMO.client.email);
    expect(screen.getByLabelText('Email')).toHaveValue('sara.new@example.com');

    await user.clear(password);
    await user.type(password, DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(userOf(DEMO.client.id)).toMatchObject({ email: 'sara.new@example.com', is_email_verified: false });
    expect(db.state.accounts.inbox.filter((message) => message.to === DEMO.client.email).at(-1)).toMatchObject({
      kind: 'email-changed',
    });
  });

  it('validates the names on this side', async () => {
    const { user } = await renderApp(<EditProfileScreen />, { route: clientRoute, signInAs: DEMO.client.email });
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('Last name'), '7');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(
      screen.getByText('Use letters only, with a single space, hyphen or apostrophe between words'),
    ).toBeInTheDocument();
  });

  it('keeps everything typed when saving fails', async () => {
    server.use(
      http.put('*/api/v1/auth/user/update/', () =>
        HttpResponse.json({ error: 'Some thing going wrong' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp(<EditProfileScreen />, { route: clientRoute, signInAs: DEMO.client.email });
    const first = screen.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Sarah');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Some thing going wrong')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Sarah');
  });

  it('refuses a PDF and a too-large image before uploading, then uploads a PNG and saves its URL', async () => {
    await renderApp(<EditProfileScreen />, { route: clientRoute, signInAs: DEMO.client.email });
    // The picker offers images only (accept), but "All files" lets anything through: check on this side too.
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Choose a photo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('PDF not supported')).toHaveAttribute('role', 'alert');
    const big = new File([PNG_BYTES, new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByText('File too large')).toBeInTheDocument();

    await user.upload(input, new File([PNG_BYTES], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Your profile photo' })).toBeInTheDocument();
    expect(screen.queryByText('File too large')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(userOf(DEMO.client.id).profile_photo).toMatch(/^data:image\/png;base64,/);
  });

  it('asks a company account for its company name', async () => {
    const { user } = await renderApp(<EditProfileScreen />, { route: providerRoute, signInAs: DEMO.company.email });
    const company = screen.getByLabelText('Company name');
    await user.clear(company);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter the company name as in the commercial register')).toBeInTheDocument();
    await user.type(company, 'Al-Noor Cleaning Co. LLC');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(userOf(DEMO.company.id).company_name).toBe('Al-Noor Cleaning Co. LLC');
  });

  it('has no company name for a personal account', async () => {
    await renderApp(<EditProfileScreen />, { route: clientRoute, signInAs: DEMO.client.email });
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
  });
});

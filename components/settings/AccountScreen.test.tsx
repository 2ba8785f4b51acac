import { act, screen, within } from '@testing-library/react';
import { db } from '@/mocks/shared/db';
import { checkedAnswer } from '@/services/api/checked-answer';
import { userProfileShape } from '@/services/api/common-shapes';
import type { UserProfile } from '@/services/api/types';
import { formatDate } from '@/services/shared/format';
import { appStore } from '@/store/shared/app-store';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { AccountScreen } from './AccountScreen';

const userOf = (id: number) => db.state.accounts.users.find((item) => item.id === id)!;

function row(label: string): HTMLElement {
  return screen.getByText(label, { selector: 'dt' }).parentElement!;
}

describe('AccountScreen', () => {
  it('a profile of the spec’s fields only: no registration date, no verified badge, what is missing "Not added"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderApp(<AccountScreen />, { route: '/clients/settings/account', signInAs: DEMO.client.email });
    act(() =>
      appStore.dispatch({
        type: 'SET_USER',
        user: checkedAnswer<UserProfile>(
          'GET auth/user/profile/',
          { id: 1, user: { id: DEMO.client.id, language: 'en' } },
          userProfileShape(),
        ),
      }),
    );
    expect(row('Name')).toHaveTextContent('Not added');
    expect(row('Email')).toHaveTextContent('Not added');
    expect(row('Email')).not.toHaveTextContent(/verified/i);
    expect(screen.queryByText('Registered since', { selector: 'dt' })).not.toBeInTheDocument();
    expect(row('Account type')).toHaveTextContent('Personal');
  });

  it('shows who the client is, with the country fixed and the registration date in the reader language', async () => {
    const client = userOf(DEMO.client.id);
    await renderApp(<AccountScreen />, { route: '/clients/settings/account', signInAs: DEMO.client.email });
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(row('Name')).toHaveTextContent(`${client.first_name} ${client.last_name}`);
    expect(row('Email')).toHaveTextContent(`${DEMO.client.email} Verified`);
    expect(row('Phone number')).toHaveTextContent(DEMO.client.phone);
    expect(row('Gender')).toHaveTextContent('Female');
    expect(row('Account type')).toHaveTextContent('Personal');
    expect(row('Registered since')).toHaveTextContent(
      formatDate(client.date_joined, { language: 'en', country: 'jo' }),
    );
    expect(row('Country')).toHaveTextContent("JordanThe country can't be changed.");
    expect(within(row('Country')).queryByRole('link')).not.toBeInTheDocument();
    expect(row('Language')).toHaveTextContent('العربية');
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/clients/settings/edit-profile',
    );
    expect(screen.getByRole('link', { name: 'Close account' })).toHaveAttribute(
      'href',
      '/clients/settings/close-account',
    );
  });

  it('shows a company account with its name, and an unverified email', async () => {
    userOf(DEMO.company.id).is_email_verified = false;
    await renderApp(<AccountScreen />, { route: '/service-providers/settings', signInAs: DEMO.company.email });
    expect(row('Account type')).toHaveTextContent(`Company · ${userOf(DEMO.company.id).company_name}`);
    expect(row('Email')).toHaveTextContent('Not verified');
    expect(screen.getByRole('link', { name: 'My addresses' })).toHaveAttribute(
      'href',
      '/service-providers/settings/addresses',
    );
  });

  it('writes the date and the country in Arabic', async () => {
    const client = userOf(DEMO.client.id);
    await renderApp(<AccountScreen />, { route: '/clients/settings', signInAs: DEMO.client.email, language: 'ar' });
    expect(row('مسجّل منذ')).toHaveTextContent(formatDate(client.date_joined, { language: 'ar', country: 'jo' }));
    // Jordan's own month names (كانون الثاني … كانون الأول), Latin digits.
    expect(row('مسجّل منذ')).toHaveTextContent(/(كانون|شباط|آذار|نيسان|أيار|حزيران|تموز|آب|أيلول|تشرين) \d{4}/);
    expect(row('الدولة')).toHaveTextContent('الأردن');
  });

  it('opens the language dialog', async () => {
    const { user } = await renderApp(<AccountScreen />, { route: '/clients/settings', signInAs: DEMO.client.email });
    await user.click(within(row('Language')).getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change language' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

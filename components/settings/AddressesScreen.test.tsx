import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { db } from '@/mocks/shared/db';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { AddressesScreen } from './AddressesScreen';

const route = '/clients/settings/addresses';
const mine = () => db.state.accounts.addresses.filter((item) => item.user_id === DEMO.client.id);

describe('AddressesScreen', () => {
  it('lists the saved addresses with their neighbourhood and city', async () => {
    await renderApp(<AddressesScreen />, { route, signInAs: DEMO.client.email });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Abdoun, Amman')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Shmeisani, Amman')).toBeInTheDocument();
  });

  it('shows the empty state when there are no addresses', async () => {
    db.state.accounts.addresses = [];
    await renderApp(<AddressesScreen />, { route, signInAs: DEMO.client.email });
    expect(await screen.findByRole('heading', { name: 'No saved addresses yet' })).toBeInTheDocument();
  });

  it('adds an address: the city loads its neighbourhoods, and changing the city clears the neighbourhood', async () => {
    const { user } = await renderApp(<AddressesScreen />, { route, signInAs: DEMO.client.email });
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    const city = within(dialog).getByLabelText('City');
    const neighborhood = within(dialog).getByLabelText('Neighborhood');
    expect(neighborhood).toBeDisabled();

    await within(dialog).findByRole('option', { name: 'Amman' });
    await user.selectOptions(city, 'Amman');
    await within(dialog).findByRole('option', { name: 'Abdoun' });
    await user.selectOptions(neighborhood, 'Abdoun');
    expect(neighborhood).toHaveValue('1');

    await user.selectOptions(city, 'Irbid');
    await waitFor(() => expect(neighborhood).toHaveValue(''));
    expect(await within(dialog).findByRole('option', { name: 'Al-Husn' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: 'Abdoun' })).not.toBeInTheDocument();
    await user.selectOptions(neighborhood, 'Al-Husn');
    await user.click(within(dialog).getByRole('radio', { name: 'Work' }));
    await user.type(within(dialog).getByLabelText('Address name'), 'Work – Al-Husn');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));

    // The dialog's length counter is a status too, until the dialog closes: find the screen's note by its text.
    expect(await screen.findByText('The address was added.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Work – Al-Husn' })).toBeInTheDocument();
    expect(mine()).toHaveLength(3);
    expect(mine()[2]).toMatchObject({ city: 2, neighborhood: 22, address_type: 'work', name: 'Work – Al-Husn' });
  });

  it('asks for the missing fields and keeps the dialog open', async () => {
    const { user } = await renderApp(<AddressesScreen />, { route, signInAs: DEMO.client.email });
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    const alerts = await within(dialog).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Choose a city',
      'Choose a neighborhood',
      'Give this address a name',
    ]);
    expect(mine()).toHaveLength(2);
  });

  it('keeps everything chosen when saving fails', async () => {
    server.use(
      http.post('*/api/v1/auth/create/user/address/', () =>
        HttpResponse.json({ error: 'Some thing going wrong' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp(<AddressesScreen />, { route, signInAs: DEMO.client.email });
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    await within(dialog).findByRole('option', { name: 'Amman' });
    await user.selectOptions(within(dialog).getByLabelText('City'), 'Amman');
    await within(dialog).findByRole('option', { name: 'Khalda' });
    await user.selectOptions(within(dialog).getByLabelText('Neighborhood'), 'Khalda');
    await user.type(within(dialog).getByLabelText('Address name'), 'Mum');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Some thing going wrong');
    expect(within(dialog).getByLabelText('Address name')).toHaveValue('Mum');
    expect(within(dialog).getByLabelText('Neighborhood')).toHaveValue('7');
  });

  it('edits an address', async () => {
    const { user } = await renderApp(<AddressesScreen />, { route, signInAs: DEMO.client.email });
    const first = mine()[0]!;
    await user.click(await screen.findByRole('button', { name: `Edit ${first.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    expect(within(dialog).getByRole('radio', { name: 'Home' })).toBeChecked();
    const name = within(dialog).getByLabelText('Address name');
    await user.clear(name);
    await user.type(name, 'Home – Abdoun');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    // The dialog's length counter is a status too, until the dialog closes: find the screen's note by its text.
    expect(await screen.findByText('The address was saved.')).toHaveAttribute('role', 'status');
    expect(mine()[0]).toMatchObject({ id: first.id, name: 'Home – Abdoun', city: 1, neighborhood: 1 });
  });

  it('deletes an address only after the confirmation', async () => {
    const { user } = await renderApp(<AddressesScreen />, { route, signInAs: DEMO.client.email });
    const first = mine()[0]!;
    await user.click(await screen.findByRole('button', { name: `Delete ${first.name}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mine()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: `Delete ${first.name}` }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The dialog's length counter is a status too, until the dialog closes: find the screen's note by its text.
    expect(await screen.findByText('The address was deleted.')).toHaveAttribute('role', 'status');
    expect(mine().map((item) => item.id)).not.toContain(first.id);
    expect(screen.queryByRole('heading', { name: first.name })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});

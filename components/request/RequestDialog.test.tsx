import { screen, waitFor, within } from '@testing-library/react';
import { ServiceScreen } from '@/components/catalogue/ServiceScreen';
import { db } from '@/mocks/db';
import { referenceOf } from '@/mocks/tables/requests';
import { resetSandbox } from '@/mocks/node';
import { STORAGE_KEYS } from '@/store/storage';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';

// The test router has no dynamic segments: the id rides in the query, as Next puts it there.
const ROUTE = '/clients/services/101?subServiceId=101&request=1';

describe('requesting a service (the question form)', () => {
  it('walks a signed-in client through every question type, where and when, review, and gives the reference number', async () => {
    const { user } = await renderApp(<ServiceScreen />, { route: ROUTE, signInAs: DEMO.client.email });
    const dialog = await screen.findByRole('dialog', { name: 'Request Home cleaning' });

    // panel, single select
    await user.click(await within(dialog).findByRole('radio', { name: 'Apartment' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    // ui_tags, multiple select: skipping a mandatory one says what is missing
    const tasks = await within(dialog).findByRole('group', { name: 'What needs to be done?' });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    await user.click(within(tasks).getByRole('checkbox', { name: 'Kitchen' }));
    await user.click(within(tasks).getByRole('checkbox', { name: 'Bathrooms' }));
    expect(within(dialog).queryByText('This field is required')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    // optional ones may be skipped; Back keeps the answers
    await within(dialog).findByRole('group', { name: /What time of day suits you/ });
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(await within(dialog).findByRole('group', { name: 'What needs to be done?' })).getByRole('checkbox', { name: 'Kitchen' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByRole('group', { name: /What time of day suits you/ });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(await within(dialog).findByRole('textbox', { name: /Roughly what size/ }), '3 rooms');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByRole('group', { name: /Anything we should know/ });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(await within(dialog).findByRole('textbox', { name: 'Describe the job' }), 'A deep clean before guests arrive');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    // where and when
    await user.click(await within(dialog).findByRole('button', { name: 'Next' }));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
    const address = within(dialog).getByRole('combobox', { name: 'Address' });
    await waitFor(() => expect(within(address).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(address, within(address).getAllByRole('option')[1]!);
    await user.click(within(dialog).getByRole('radio', { name: 'Urgent: within 2 days' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Anything else providers should know/ }), 'Ring twice');
    expect(within(dialog).getByText('10 / 1000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    // review, then send
    expect(await within(dialog).findByText('Kitchen, Bathrooms')).toBeInTheDocument();
    expect(within(dialog).getByText('3 rooms')).toBeInTheDocument();
    const before = db.state.market.requests.length;
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByText('Your request is on its way')).toBeInTheDocument();
    const sent = db.state.market.requests.at(-1)!;
    expect(db.state.market.requests).toHaveLength(before + 1);
    expect(referenceOf(sent)).toMatch(/^JO-\d{4}-\d{6}$/);
    expect(within(dialog).getByText(referenceOf(sent))).toBeInTheDocument();
    expect(sent.timing).toBe('urgent');
    expect(sent.comment).toBe('Ring twice');
    expect(localStorage.getItem(STORAGE_KEYS.requestDraft)).toBeNull();
  });

  it('lets a guest answer, keeps the draft, and asks to sign in at the end with a way back', async () => {
    const { user } = await renderApp(<ServiceScreen />, { route: ROUTE });
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: 'Not sure yet' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    // "Not sure yet" jumps straight to the description
    await user.type(await within(dialog).findByRole('textbox', { name: 'Describe the job' }), 'Windows only');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('radio', { name: 'Just planning' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    const signIn = await within(dialog).findByRole('link', { name: 'Sign in to send' });
    expect(signIn.getAttribute('href')).toBe(`/clients/auth/login?next=${encodeURIComponent(ROUTE)}`);
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.requestDraft) ?? '{}') as { step: string; timing: string; answers: Record<string, unknown> };
    expect(saved).toMatchObject({ step: 'review', timing: 'planning' });
    expect(Object.values(saved.answers)).toContain('Windows only');
  });

  it("says 'No questions found for this user type' when the service has no flow, with a way back", async () => {
    resetSandbox('no-client-questions');
    await renderApp(<ServiceScreen />, { route: ROUTE, language: 'en' });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No questions found for this user type')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Back to the service' })).toBeEnabled();
  });
});

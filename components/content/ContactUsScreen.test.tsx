import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { db } from '@/mocks/shared/db';
import { DEMO } from '@/tests/factories';
import { renderApp } from '@/tests/render-app';
import { ContactUsScreen } from './ContactUsScreen';

describe('contact us', () => {
  it('a signed-in person gives a topic and details only, and is answered at their account email', async () => {
    const { user } = await renderApp(<ContactUsScreen />, {
      route: '/clients/contact-us',
      signInAs: DEMO.client.email,
    });
    expect(screen.queryByLabelText('Your email')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByLabelText('Topic')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Details')).toHaveAccessibleDescription(/This field is required/);
    await user.selectOptions(screen.getByLabelText('Topic'), 'account');
    await user.type(screen.getByLabelText('Details'), 'How do I change my email?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(DEMO.client.email);
    expect(db.state.content.contactMessages.at(-1)).toMatchObject({
      topic: 'account',
      details: 'How do I change my email?',
      user: DEMO.client.id,
    });
    expect(localStorage.getItem('CONTACT_DRAFT')).toBeNull();
  });

  it('keeps what a guest typed on the device', async () => {
    const { user } = await renderApp(<ContactUsScreen />, { route: '/clients/contact-us' });
    await user.type(await screen.findByLabelText('Details'), 'Hello');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('CONTACT_DRAFT') ?? '{}')).toMatchObject({ details: 'Hello' }),
    );
  });

  it('a sent message whose answer has no body is sent all the same, the thanks naming no address', async () => {
    // A backend whose create answers 204 (services/content/content-shapes.ts contactSentShape).
    server.use(http.post('*/api/v1/contact-us/', () => new HttpResponse(null, { status: 204 })));
    const { user } = await renderApp(<ContactUsScreen />, {
      route: '/clients/contact-us',
      signInAs: DEMO.client.email,
    });
    await user.selectOptions(await screen.findByLabelText('Topic'), 'account');
    await user.type(screen.getByLabelText('Details'), 'How do I change my email?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Our team will get back to you as soon as it can.');
    expect(localStorage.getItem('CONTACT_DRAFT')).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ServiceScreen } from '@/components/catalogue/ServiceScreen';
import { resetSandbox, server } from '@/mocks/node';
import { db } from '@/mocks/shared/db';
import { flowOf, toQuestion } from '@/mocks/tables/catalogue/catalogue';
import { referenceOf } from '@/mocks/tables/requests/requests';
import { emptyDraft, readRequestDrafts, saveDraft, type RequestDraft } from '@/store/requests/request-draft';
import { STORAGE_KEYS } from '@/store/shared/storage';
import { DEMO, JPEG_BYTES, PNG_BYTES } from '@/tests/factories';
import { fakePush } from '@/tests/fake-push';
import { renderApp } from '@/tests/render-app';

// jsdom has no canvas to re-encode a photo on: the bytes come back as they are (Chromium proves the
// re-encoding: e2e/photo-metadata.spec.ts).
vi.mock('browser-image-compression', () => ({ default: (file: Blob) => Promise.resolve(file) }));

// A build with push (components/notifications/push-gate.tsx reads the key when it loads): the sent step's card shows.
vi.hoisted(() => vi.stubEnv('NEXT_PUBLIC_VAPID_PUBLIC_KEY', 'BTestOnlyApplicationServerKey'));
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

// The test router has no dynamic segments: the id rides in the query, as Next puts it there.
const ROUTE = '/clients/services/101?subServiceId=101&request=1';

/** A draft at review, down the flow's short path ("Not sure yet", then the description). */
function saveReviewDraft(change: Partial<RequestDraft>) {
  const flow = flowOf(101, 'client');
  const [first, last] = [flow[0]!, flow.at(-1)!];
  const notSure = first.options.find((option) => option.label_en === 'Not sure yet')!;
  saveDraft({
    ...emptyDraft(101),
    questions: [toQuestion(first), toQuestion(last)],
    answers: { [first.id]: notSure.id, [last.id]: 'Oven and fridge' },
    step: 'review',
    ...change,
  });
}

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
    expect(
      within(await within(dialog).findByRole('group', { name: 'What needs to be done?' })).getByRole('checkbox', {
        name: 'Kitchen',
      }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByRole('group', { name: /What time of day suits you/ });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(await within(dialog).findByRole('textbox', { name: /Roughly what size/ }), '3 rooms');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await within(dialog).findByRole('group', { name: /Anything we should know/ });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(
      await within(dialog).findByRole('textbox', { name: 'Describe the job' }),
      'A deep clean before guests arrive',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    // where and when: what is missing is said next to it
    await user.click(await within(dialog).findByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Choose a saved address or add a new one')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose when you need it')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('radio', { name: /شارع الأمير هاشم/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'Urgent: within 2 days' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Anything else providers should know/ }), 'Ring twice');
    expect(within(dialog).getByText('10 / 1000')).toBeInTheDocument();
    // photos: two kept in the order chosen, a PDF refused as such, then reordered
    const photos = within(dialog).getByLabelText('Add photos (0 of 5)');
    // (the picker's accept list would hide the PDF; a file manager can still hand one over)
    fireEvent.change(photos, {
      target: {
        files: [
          new File([PNG_BYTES, 'sink'], 'sink.png', { type: 'image/png' }),
          new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' }),
          new File([JPEG_BYTES, 'pipe'], 'pipe.jpg', { type: 'image/jpeg' }),
        ],
      },
    });
    expect(await within(dialog).findByText(/PDF not supported/)).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Move earlier: Photo 2: pipe.jpg' }));
    expect(within(dialog).getByRole('button', { name: 'Remove Photo 1: pipe.jpg' })).toBeInTheDocument();
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
    expect(sent.images).toHaveLength(2);
    expect(sent.images[0]).toMatch(/^data:image\/jpeg/);
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
    // a guest writes a new address (saved with the request once signed in)
    await user.click(await within(dialog).findByRole('button', { name: 'Next' }));
    const city = await within(dialog).findByRole('combobox', { name: 'City' });
    await waitFor(() => expect(city).toHaveAccessibleDescription('Choose a city'));
    await waitFor(() => expect(within(city).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(city, within(city).getAllByRole('option')[1]!);
    const area = within(dialog).getByRole('combobox', { name: 'Neighborhood' });
    await waitFor(() => expect(within(area).getAllByRole('option').length).toBeGreaterThan(1));
    await user.selectOptions(area, within(area).getAllByRole('option')[1]!);
    await user.type(within(dialog).getByRole('textbox', { name: 'Address name' }), 'Flat');
    await user.click(within(dialog).getByRole('radio', { name: 'Just planning' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    const signIn = await within(dialog).findByRole('link', { name: 'Sign in to send' });
    expect(signIn.getAttribute('href')).toBe(`/clients/auth/login?next=${encodeURIComponent(ROUTE)}`);
    const [saved] = Object.values(readRequestDrafts());
    expect(saved).toMatchObject({
      step: 'review',
      timing: 'planning',
      address: null,
      newAddress: { name: 'Flat', address_type: 'home' },
      owner: null,
    });
    expect(Object.values(saved?.answers ?? {})).toContain('Windows only');
  });

  it("says 'No questions found for this user type' when the service has no flow, with a way back", async () => {
    resetSandbox('no-client-questions');
    await renderApp(<ServiceScreen />, { route: ROUTE, language: 'en' });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No questions found for this user type')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Back to the service' })).toBeEnabled();
  });

  it.each([
    ['a 500', () => HttpResponse.json({ error: 'Something went Wrong' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])(
    "says 'Failed to fetch first question' on %s of the first question's call, and its retry brings the question",
    async (_, failure) => {
      let refuse = true;
      server.use(
        http.get('*/api/v1/services/sub-services/101/questions/first/', () => {
          if (!refuse) return undefined;
          return failure();
        }),
      );
      const { user } = await renderApp(<ServiceScreen />, { route: ROUTE, language: 'en' });
      const dialog = await screen.findByRole('dialog');
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to fetch first question');
      expect(within(dialog).getByRole('button', { name: 'Back to the service' })).toBeEnabled();
      refuse = false;
      await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
      expect(await within(dialog).findByRole('radio', { name: 'Apartment' })).toBeInTheDocument();
      expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('keeps everything when sending fails, says why, and a retry saves the new address only once', async () => {
    saveReviewDraft({
      newAddress: { city: 1, neighborhood: 1, address_type: 'home', name: 'New flat' },
      timing: 'within_two_weeks',
      comment: 'Keys with the doorman',
    });
    let refuse = true;
    server.use(
      http.post('*/api/v1/requests/', () => {
        if (!refuse) return undefined;
        refuse = false;
        return HttpResponse.json({ error: 'Some thing going wrong' }, { status: 500 });
      }),
    );
    const addressesBefore = db.state.accounts.addresses.length;
    const { user } = await renderApp(<ServiceScreen />, { route: ROUTE, signInAs: DEMO.client.email });
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Some thing going wrong');
    const [kept] = Object.values(readRequestDrafts());
    expect(kept).toMatchObject({ comment: 'Keys with the doorman', newAddress: null, step: 'review' });
    expect(db.state.accounts.addresses).toHaveLength(addressesBefore + 1);
    expect(kept?.address).toBe(db.state.accounts.addresses.at(-1)!.id);

    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByText('Your request is on its way')).toBeInTheDocument();
    expect(db.state.accounts.addresses).toHaveLength(addressesBefore + 1);
    expect(db.state.market.requests.at(-1)).toMatchObject({
      comment: 'Keys with the doorman',
      address: { id: kept?.address, name: 'New flat' },
    });
  });

  it('a sent request whose answer has no body still says it is on its way, with no reference and a way to My requests', async () => {
    saveReviewDraft({ address: 201, timing: 'urgent' });
    // A backend whose create answers 201 with nothing in it (services/requests/request-shapes.ts createdRequestShape).
    server.use(http.post('*/api/v1/requests/', () => new HttpResponse(null, { status: 201 })));
    const { user } = await renderApp(<ServiceScreen />, { route: ROUTE, signInAs: DEMO.client.email });
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByText('Your request is on its way')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Reference number/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See my requests' })).toHaveAttribute(
      'href',
      '/clients/my-requests',
    );
    expect(readRequestDrafts()).toEqual({});
  });

  it("offers push only once the request is sent: no card at review, the client's card after, no permission asked", async () => {
    saveReviewDraft({ address: 201, timing: 'urgent' });
    const push = fakePush('default', 'granted');
    const { user } = await renderApp(<ServiceScreen />, { route: ROUTE, signInAs: DEMO.client.email });
    const dialog = await screen.findByRole('dialog');
    const send = await within(dialog).findByRole('button', { name: 'Send the request' });
    expect(within(dialog).queryByRole('heading', { name: 'Hear of each offer' })).not.toBeInTheDocument();
    await user.click(send);
    expect(await within(dialog).findByText('Your request is on its way')).toBeInTheDocument();
    const card = await within(dialog).findByRole('region', { name: 'Hear of each offer' });
    expect(within(card).getByRole('button', { name: 'Turn on notifications' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Not now' })).toBeEnabled();
    // The card explains first: the browser is asked only on the tap.
    expect(push.requestPermission).not.toHaveBeenCalled();
  });
});

import { useJordan } from '@/mocks/handlers/accounts.test-kit';
import { answersFor, as, LEAK_REPAIR, newRequest, rawJson, WORK } from '@/mocks/handlers/market.test-kit';
import { newIdempotencyKey } from '@/services/api/idempotency';
import { uploadImage } from '@/services/api/uploads';
import { getJob, getJobOpportunities } from '@/services/jobs/jobs';
import { getRequestOffers, hireOffer, sendOffer } from '@/services/offers/offers';
import { getMyRequests, getRequest, inviteProvider } from '@/services/requests/requests';
import { LIMITS } from '@/services/shared/limits';
import { DEMO, PNG_BYTES } from '@/tests/factories';

beforeEach(async () => {
  useJordan();
  await as('client');
});

const image = (index: number) => `/sandbox/requests/photo-${index}.jpg`;

describe('POST requests/', () => {
  it('creates an open request the owner sees in full', async () => {
    const request = await newRequest(LEAK_REPAIR, { comment: 'Under the sink', images: [image(1)] });
    expect(request).toMatchObject({
      status: 'open',
      offers_count: 0,
      is_owner: true,
      comment: 'Under the sink',
      images: [image(1)],
      hired_offer: null,
      status_reason: null,
      client: { id: DEMO.client.id, phone_number: DEMO.client.phone },
      address: { id: 201 },
    });
    expect(request.reference_number).toBe(
      `JO-${String(request.created_at).slice(0, 4)}-${String(request.id).padStart(6, '0')}`,
    );
    expect(request.answers?.length).toBeGreaterThan(0);
    await expect(getMyRequests('current')).resolves.toMatchObject({
      results: expect.arrayContaining([expect.objectContaining({ id: request.id })]),
    });
  });

  it('takes a comment of up to 1000 characters', async () => {
    await expect(newRequest(LEAK_REPAIR, { comment: 'x'.repeat(LIMITS.requestCommentMax) })).resolves.toHaveProperty(
      'id',
    );
    await expect(newRequest(LEAK_REPAIR, { comment: 'x'.repeat(LIMITS.requestCommentMax + 1) })).rejects.toMatchObject({
      status: 400,
      fields: { comment: 'Ensure this field has no more than 1000 characters.' },
    });
  });

  it('takes up to 5 images and answers a 6th with "Maximum 5 images allowed"', async () => {
    const five = [1, 2, 3, 4, 5].map(image);
    await expect(newRequest(LEAK_REPAIR, { images: five })).resolves.toHaveProperty('images', five);
    await expect(newRequest(LEAK_REPAIR, { images: [...five, image(6)] })).rejects.toMatchObject({
      status: 400,
      messageKey: 'MAX_IMAGES',
      fields: { images: 'Maximum 5 images allowed' },
    });
  });

  it('takes an uploaded image and refuses a PDF or a non-image URL', async () => {
    const { url } = await uploadImage(
      new File([PNG_BYTES, new Uint8Array(56)], 'leak.png', { type: 'image/png' }),
      'request',
    );
    await expect(newRequest(LEAK_REPAIR, { images: [url] })).resolves.toHaveProperty('images', [url]);
    await expect(newRequest(LEAK_REPAIR, { images: ['data:application/pdf;base64,JVBERi0='] })).rejects.toMatchObject({
      status: 400,
      messageKey: 'PDF_NOT_SUPPORTED',
    });
    await expect(newRequest(LEAK_REPAIR, { images: ['https://cdn.example.com/quote.pdf'] })).rejects.toMatchObject({
      messageKey: 'PDF_NOT_SUPPORTED',
    });
    await expect(newRequest(LEAK_REPAIR, { images: ['data:text/plain;base64,aGk='] })).rejects.toMatchObject({
      status: 400,
      messageKey: 'FILE_TYPE_NOT_SUPPORTED',
    });
    const tooLarge = `data:image/png;base64,${btoa('x'.repeat(LIMITS.imageMaxBytes + 1))}`;
    await expect(newRequest(LEAK_REPAIR, { images: [tooLarge] })).rejects.toMatchObject({
      status: 400,
      messageKey: 'FILE_TOO_LARGE',
    });
  });

  it('checks the answers against the flow (spec §5), keyed by question id', async () => {
    const answers = answersFor(LEAK_REPAIR);
    const [firstQuestion] = Object.keys(answers);
    const { [firstQuestion!]: _dropped, ...missing } = answers;
    await expect(newRequest(LEAK_REPAIR, { answers: missing })).rejects.toMatchObject({
      status: 400,
      messageKey: 'FIELD_REQUIRED',
      fields: { [firstQuestion!]: 'This field is required' },
    });
    await expect(newRequest(LEAK_REPAIR, { answers: { ...answers, 999999: 'x' } })).rejects.toMatchObject({
      fields: { 999999: 'Not a question of this flow' },
    });
  });

  it("refuses someone else's address, an unknown sub-service or timing", async () => {
    await expect(newRequest(LEAK_REPAIR, { address: 261 })).rejects.toMatchObject({
      status: 400,
      fields: { address: 'Unknown address' },
    });
    await expect(newRequest(999, { answers: {} })).rejects.toMatchObject({
      status: 400,
      fields: { sub_service: 'Unknown sub-service' },
    });
    await expect(newRequest(LEAK_REPAIR, { timing: 'someday' as never })).rejects.toMatchObject({
      status: 400,
      fields: { timing: 'Unknown timing' },
    });
  });

  it('validates the body strictly: unknown, missing and mistyped fields are 400 with an error', async () => {
    const body = { sub_service: LEAK_REPAIR, address: 201, timing: 'urgent', answers: answersFor(LEAK_REPAIR) };
    await expect(rawJson('POST', 'requests/', { ...body, budget: 50 })).resolves.toEqual({
      status: 400,
      body: { error: 'Unknown field(s): budget' },
    });
    const { address: _address, ...noAddress } = body;
    await expect(rawJson('POST', 'requests/', noAddress)).resolves.toEqual({
      status: 400,
      body: { error: 'Missing field: address', fields: { address: 'This field is required' } },
    });
    await expect(rawJson('POST', 'requests/', { ...body, images: 'a.jpg' })).resolves.toEqual({
      status: 400,
      body: { error: 'Invalid type for images: expected array' },
    });
    await expect(rawJson('POST', 'requests/', body, '')).resolves.toEqual({
      status: 400,
      body: { error: 'Query parameter country is required' },
    });
  });
});

describe("a request's private details", () => {
  it('are 404 for anyone but the owner on requests/{id}/', async () => {
    const request = await newRequest(LEAK_REPAIR);
    await as('unverified');
    await expect(getRequest(request.id)).rejects.toMatchObject({ status: 404, messageKey: 'NO_RESULT' });
    await expect(getRequestOffers(request.id)).rejects.toMatchObject({ status: 404 });
    await as('provider');
    await expect(getRequest(request.id)).rejects.toMatchObject({ status: 404 });
  });

  it('a provider sees the answers, but the address and the client phone only once hired; never the invitations', async () => {
    const request = await newRequest(LEAK_REPAIR, { address: WORK });
    await inviteProvider(request.id, DEMO.company.id);

    await as('provider');
    const before = await getJob(request.id);
    expect(before).toMatchObject({
      is_owner: false,
      address: null,
      invited_providers: [],
      client: { id: DEMO.client.id, phone_number: null },
    });
    expect(before.client?.display_name).not.toBe('');
    expect(before.answers?.length).toBeGreaterThan(0);
    const offer = await sendOffer(request.id, { price: 30 }, newIdempotencyKey());

    await as('company');
    await sendOffer(request.id, { price: 35 }, newIdempotencyKey());

    await as('client');
    const offers = await getRequestOffers(request.id);
    expect(offers.map((item) => item.whatsapp_number)).toEqual([DEMO.provider.phone, DEMO.company.phone]);
    await hireOffer(offer.id);

    await as('provider');
    await expect(getJob(request.id)).resolves.toMatchObject({
      address: { id: WORK },
      client: { phone_number: DEMO.client.phone },
      my_offer: { id: offer.id, status: 'hired', whatsapp_number: null },
    });
    await as('company');
    await expect(getJob(request.id)).resolves.toMatchObject({ address: null, client: { phone_number: null } });
  });

  it('a job is not open to a provider who neither covers it nor was invited', async () => {
    const request = await newRequest(LEAK_REPAIR);
    await as('company');
    await expect(getJob(request.id)).rejects.toMatchObject({ status: 404 });
    await expect(getJobOpportunities()).resolves.not.toMatchObject({
      results: expect.arrayContaining([expect.objectContaining({ id: request.id })]),
    });
  });
});

import { db } from '@/mocks/db';
import { createSandboxApi } from '@/mocks/sandbox-api';
import { LIMITS } from '@/services/limits';
import { answerMaxLength } from '@/services/question-schema';
import { CLIENT_CRITERIA, PROVIDER_CRITERIA } from '@/services/ratings';
import { DEMO } from '@/tests/factories';
import { signOut, useJordan } from './accounts.test-kit';
import { as, answersFor, HOME, LEAK_REPAIR, newRequest, rawJson, type DemoUser } from './market.test-kit';

const sandbox = createSandboxApi();

/** The signed-in client's new Leak repair request, with Omar's pending offer on it. */
async function requestWithOffer(): Promise<{ request: number; offer: number }> {
  await as('client');
  const { id } = await newRequest(LEAK_REPAIR);
  return { request: id, offer: sandbox.sendOffer(id, DEMO.provider.email, { price: 50 }) };
}

/** The same, with Omar hired. */
async function hiredRequest(): Promise<number> {
  const { request } = await requestWithOffer();
  sandbox.hire(request, DEMO.provider.email);
  return request;
}

const stars = (criteria: readonly string[]) => Object.fromEntries(criteria.map((criterion) => [criterion, 5]));

/** The Leak repair flow's text_area question (mandatory): its id and maximum. */
function describeQuestion() {
  const question = db.state.market.questions.find(
    (item) => item.sub_service === LEAK_REPAIR && item.user_type === 'client' && item.question_type === 'text_area',
  );
  if (!question) throw new Error('the seed has no text_area question for Leak repair');
  return { id: String(question.id), max: answerMaxLength('text_area') };
}

interface Row {
  call: string;
  field: string;
  max: number;
  /** Prepares, and says who sends what where (no user: a guest). */
  setup: () => Promise<{
    user?: DemoUser;
    method: string;
    path: string;
    body: (text: string) => Record<string, unknown>;
  }>;
  /** The key the 400 names (the question id for an answer). */
  key?: () => string;
}

const register = (field: string) => (text: string) => ({
  first_name: 'Lina',
  last_name: 'Haddad',
  email: 'lina@example.com',
  password: 'Password123',
  is_service_provider: false,
  country: 1,
  language: 'en',
  referer: '',
  redirect_url: 'http://localhost:3000/clients/auth/verify-email',
  [field]: text,
});

const ROWS: Row[] = [
  {
    call: 'POST auth/register/',
    field: 'first_name',
    max: LIMITS.nameMax,
    setup: async () => ({ method: 'POST', path: 'auth/register/', body: register('first_name') }),
  },
  {
    call: 'POST auth/register/',
    field: 'last_name',
    max: LIMITS.nameMax,
    setup: async () => ({ method: 'POST', path: 'auth/register/', body: register('last_name') }),
  },
  {
    call: 'PUT auth/user/update/',
    field: 'first_name',
    max: LIMITS.nameMax,
    setup: async () => ({
      user: 'client',
      method: 'PUT',
      path: 'auth/user/update/',
      body: (text) => ({ first_name: text }),
    }),
  },
  {
    call: 'PUT auth/user/update/ (company)',
    field: 'company_name',
    max: LIMITS.companyNameMax,
    setup: async () => ({
      user: 'company',
      method: 'PUT',
      path: 'auth/user/update/',
      body: (text) => ({ company_name: text }),
    }),
  },
  {
    call: 'POST auth/create/user/address/',
    field: 'name',
    max: LIMITS.addressNameMax,
    setup: async () => ({
      user: 'client',
      method: 'POST',
      path: 'auth/create/user/address/',
      body: (text) => ({ city: 1, neighborhood: 1, address_type: 'home', name: text }),
    }),
  },
  {
    call: 'POST requests/',
    field: 'comment',
    max: LIMITS.requestCommentMax,
    setup: async () => ({
      user: 'client',
      method: 'POST',
      path: 'requests/',
      body: (text) => ({
        sub_service: LEAK_REPAIR,
        address: HOME,
        timing: 'urgent',
        answers: answersFor(LEAK_REPAIR),
        comment: text,
      }),
    }),
  },
  {
    call: 'POST requests/ (a text_area answer)',
    field: 'answers',
    max: LIMITS.textAreaAnswerMax,
    key: () => describeQuestion().id,
    setup: async () => ({
      user: 'client',
      method: 'POST',
      path: 'requests/',
      body: (text) => ({
        sub_service: LEAK_REPAIR,
        address: HOME,
        timing: 'urgent',
        answers: { ...answersFor(LEAK_REPAIR), [describeQuestion().id]: text },
      }),
    }),
  },
  ...(['cancel', 'close'] as const).map((end): Row => ({
    call: `POST requests/{id}/${end}/`,
    field: 'reason',
    max: LIMITS.reasonMax,
    setup: async () => {
      await as('client');
      const { id } = await newRequest(LEAK_REPAIR);
      return { user: 'client', method: 'POST', path: `requests/${id}/${end}/`, body: (text) => ({ reason: text }) };
    },
  })),
  {
    call: 'POST requests/{id}/offers/',
    field: 'details',
    max: LIMITS.offerDetailsMax,
    setup: async () => {
      await as('client');
      const { id } = await newRequest(LEAK_REPAIR);
      return {
        user: 'provider',
        method: 'POST',
        path: `requests/${id}/offers/`,
        body: (text) => ({ price: 50, details: text }),
      };
    },
  },
  {
    call: 'POST offers/{id}/reject/',
    field: 'reason',
    max: LIMITS.reasonMax,
    setup: async () => ({
      user: 'client',
      method: 'POST',
      path: `offers/${(await requestWithOffer()).offer}/reject/`,
      body: (text) => ({ reason: text }),
    }),
  },
  {
    call: 'POST offers/{id}/withdraw/',
    field: 'reason',
    max: LIMITS.reasonMax,
    setup: async () => ({
      user: 'provider',
      method: 'POST',
      path: `offers/${(await requestWithOffer()).offer}/withdraw/`,
      body: (text) => ({ reason: text }),
    }),
  },
  ...(['hide', 'delete'] as const).map((action): Row => ({
    call: `POST jobs/{id}/${action}/`,
    field: 'reason',
    max: LIMITS.reasonMax,
    setup: async () => {
      await as('client');
      const { id } = await newRequest(LEAK_REPAIR);
      return { user: 'provider', method: 'POST', path: `jobs/${id}/${action}/`, body: (text) => ({ reason: text }) };
    },
  })),
  {
    call: 'POST requests/{id}/rate-provider/',
    field: 'experience',
    max: LIMITS.ratingExperienceMax,
    setup: async () => ({
      user: 'client',
      method: 'POST',
      path: `requests/${await hiredRequest()}/rate-provider/`,
      body: (text) => ({ ...stars(PROVIDER_CRITERIA), experience: text }),
    }),
  },
  {
    call: 'POST jobs/{id}/rate-client/',
    field: 'experience',
    max: LIMITS.ratingExperienceMax,
    setup: async () => ({
      user: 'provider',
      method: 'POST',
      path: `jobs/${await hiredRequest()}/rate-client/`,
      body: (text) => ({ ...stars(CLIENT_CRITERIA), experience: text }),
    }),
  },
  {
    call: 'POST reports/',
    field: 'explanation',
    max: LIMITS.reportExplanationMax,
    setup: async () => ({
      user: 'client',
      method: 'POST',
      path: 'reports/',
      body: (text) => ({ reported_user: DEMO.provider.id, request: null, reason: 'other', explanation: text }),
    }),
  },
  {
    call: 'POST contact-us/',
    field: 'details',
    max: LIMITS.contactDetailsMax,
    setup: async () => ({
      user: 'client',
      method: 'POST',
      path: 'contact-us/',
      body: (text) => ({ topic: 'general', details: text }),
    }),
  },
  {
    call: 'POST contact-us/ (a guest)',
    field: 'name',
    max: LIMITS.nameMax,
    setup: async () => ({
      method: 'POST',
      path: 'contact-us/',
      body: (text) => ({ topic: 'general', details: 'Hello', name: text, email: 'guest@example.com' }),
    }),
  },
  {
    call: 'PUT update/provider/profile/info',
    field: 'description',
    max: LIMITS.providerDescriptionMax,
    setup: async () => ({
      user: 'provider',
      method: 'PUT',
      path: 'update/provider/profile/info',
      body: (text) => ({ description: text }),
    }),
  },
];

beforeEach(() => useJordan());

describe('every limited free-text field, in every call that takes it (services/limits.ts)', () => {
  it.each(ROWS.map((row) => [row.call, row.field, row.max, row] as const))(
    '%s: %s over %i characters is a 400 on the field',
    async (_, field, max, row) => {
      const { user, method, path, body } = await row.setup();
      signOut();
      if (user) await as(user);
      const key = row.key?.() ?? field;
      const message = `Ensure this field has no more than ${max} characters.`;
      const over = await rawJson(method, path, body('a'.repeat(max + 1)));
      expect(over).toMatchObject({ status: 400, body: { error: message, fields: { [key]: message } } });
      const at = await rawJson(method, path, body('a'.repeat(max)));
      expect(at.status).toBeLessThan(300);
    },
  );
});

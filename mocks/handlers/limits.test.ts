import { createSandboxApi } from '@/mocks/sandbox-api';
import { db } from '@/mocks/shared/db';
import { answerMaxLength } from '@/services/requests/question-schema';
import { CLIENT_CRITERIA, PROVIDER_CRITERIA } from '@/services/reviews/ratings';
import { LIMITS } from '@/services/shared/limits';
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

/** The signed-in client's new Leak repair request, with no offer yet. */
async function openRequest(): Promise<number> {
  await as('client');
  return (await newRequest(LEAK_REPAIR)).id;
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

type Body = (text: string) => Record<string, unknown>;

interface Row {
  /** The call as docs/api.md names it; `(…)` after it only names the case. */
  call: string;
  field: string;
  max: number;
  /** Who sends it (none: a guest). */
  user: DemoUser | undefined;
  body: Body;
  /** The path, once what it needs is made (default: the call's own path). */
  path?: () => Promise<string>;
  /** The key the 400 names (the question id for an answer). */
  key?: () => string;
}

/** One limited field of one call: `call` is `METHOD path`, its path the one sent unless `path` builds it. */
const row = (
  call: string,
  field: string,
  max: number,
  user: DemoUser | undefined,
  body: Body,
  extra: Pick<Row, 'path' | 'key'> = {},
): Row => ({ call, field, max, user, body, ...extra });

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

const newLeakRepair = (extra: Record<string, unknown>) => ({
  sub_service: LEAK_REPAIR,
  address: HOME,
  timing: 'urgent',
  answers: answersFor(LEAK_REPAIR),
  ...extra,
});

const reason: Body = (text) => ({ reason: text });

const ROWS: Row[] = [
  row('POST auth/register/', 'first_name', LIMITS.nameMax, undefined, register('first_name')),
  row('POST auth/register/', 'last_name', LIMITS.nameMax, undefined, register('last_name')),
  row('PUT auth/user/update/', 'first_name', LIMITS.nameMax, 'client', (text) => ({ first_name: text })),
  row('PUT auth/user/update/ (company)', 'company_name', LIMITS.companyNameMax, 'company', (text) => ({
    company_name: text,
  })),
  row('POST auth/create/user/address/', 'name', LIMITS.addressNameMax, 'client', (text) => ({
    city: 1,
    neighborhood: 1,
    address_type: 'home',
    name: text,
  })),
  row('POST requests/', 'comment', LIMITS.requestCommentMax, 'client', (text) => newLeakRepair({ comment: text })),
  row(
    'POST requests/ (a text_area answer)',
    'answers',
    LIMITS.textAreaAnswerMax,
    'client',
    (text) => newLeakRepair({ answers: { ...answersFor(LEAK_REPAIR), [describeQuestion().id]: text } }),
    { key: () => describeQuestion().id },
  ),
  ...(['cancel', 'close'] as const).map((end) =>
    row(`POST requests/{id}/${end}/`, 'reason', LIMITS.reasonMax, 'client', reason, {
      path: async () => `requests/${await openRequest()}/${end}/`,
    }),
  ),
  row(
    'POST requests/{id}/offers/',
    'details',
    LIMITS.offerDetailsMax,
    'provider',
    (text) => ({ price: 50, details: text }),
    {
      path: async () => `requests/${await openRequest()}/offers/`,
    },
  ),
  ...(['reject', 'withdraw'] as const).map((action) =>
    row(
      `POST offers/{id}/${action}/`,
      'reason',
      LIMITS.reasonMax,
      action === 'reject' ? 'client' : 'provider',
      reason,
      {
        path: async () => `offers/${(await requestWithOffer()).offer}/${action}/`,
      },
    ),
  ),
  ...(['hide', 'delete'] as const).map((action) =>
    row(`POST jobs/{id}/${action}/`, 'reason', LIMITS.reasonMax, 'provider', reason, {
      path: async () => `jobs/${await openRequest()}/${action}/`,
    }),
  ),
  row(
    'POST requests/{id}/rate-provider/',
    'experience',
    LIMITS.ratingExperienceMax,
    'client',
    (text) => ({ ...stars(PROVIDER_CRITERIA), experience: text }),
    { path: async () => `requests/${await hiredRequest()}/rate-provider/` },
  ),
  row(
    'POST jobs/{id}/rate-client/',
    'experience',
    LIMITS.ratingExperienceMax,
    'provider',
    (text) => ({ ...stars(CLIENT_CRITERIA), experience: text }),
    { path: async () => `jobs/${await hiredRequest()}/rate-client/` },
  ),
  row('POST reports/', 'explanation', LIMITS.reportExplanationMax, 'client', (text) => ({
    reported_user: DEMO.provider.id,
    request: null,
    reason: 'other',
    explanation: text,
  })),
  row('POST contact-us/', 'details', LIMITS.contactDetailsMax, 'client', (text) => ({
    topic: 'general',
    details: text,
  })),
  row('POST contact-us/ (a guest)', 'name', LIMITS.nameMax, undefined, (text) => ({
    topic: 'general',
    details: 'Hello',
    name: text,
    email: 'guest@example.com',
  })),
  row('PUT update/provider/profile/info', 'description', LIMITS.providerDescriptionMax, 'provider', (text) => ({
    description: text,
  })),
];

beforeEach(() => useJordan());

describe('every limited free-text field, in every call that takes it (services/shared/limits.ts)', () => {
  it.each(ROWS.map((row) => [row.call, row.field, row.max, row] as const))(
    '%s: %s over %i characters is a 400 on the field',
    async (call, field, max, row) => {
      const [method, callPath] = call.split(' ') as [string, string];
      const path = row.path ? await row.path() : callPath;
      signOut();
      if (row.user) await as(row.user);
      const key = row.key?.() ?? field;
      const message = `Ensure this field has no more than ${max} characters.`;
      const over = await rawJson(method, path, row.body('a'.repeat(max + 1)));
      expect(over).toMatchObject({ status: 400, body: { error: message, fields: { [key]: message } } });
      const at = await rawJson(method, path, row.body('a'.repeat(max)));
      expect(at.status).toBeLessThan(300);
    },
  );
});

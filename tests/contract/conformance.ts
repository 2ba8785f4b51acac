/**
 * The conformance run (`npm run contract`, scripts/contract.mjs): signs in to any backend with a
 * test account, calls every GET in docs/api/openapi.yaml (path ids found in earlier answers, the
 * required query values from the document) and, with `write`, the mutations that are safe on a test
 * account (an address and a request it creates, then cancels and deletes), and judges each answer
 * against the document. Runs in Node against a server, and in vitest against the sandbox's MSW.
 * It sends no `Idempotency-Key`: a create without one behaves as before (docs/api.md "Idempotency"),
 * and a backend's CORS may not allow it (the minimal profile's does not).
 */
import { differencesOf } from './conformance-impact';
import { verdictOf, type ConformanceRow } from './conformance-verdict';
import { loadContract, type Operation } from './openapi';

export interface ConformanceOptions {
  /** The backend's origin; calls go to `<base>/api/v1/…`. */
  base: string;
  email: string;
  password: string;
  /** The country's code name (`jo`); its id rides on every call as `country`. */
  country?: string;
  write?: boolean;
  language?: string;
}

type Json = Record<string, unknown>;
type Answers = Map<string, unknown>;

const first = (list: unknown): Json | undefined => {
  const items = Array.isArray(list) ? list : list && typeof list === 'object' ? (list as Json).results : undefined;
  return Array.isArray(items) && items[0] && typeof items[0] === 'object' ? (items[0] as Json) : undefined;
};
const idOf = (item: Json | undefined): unknown => item?.id;

/** Where each path's id comes from, by the path up to its parameter: an earlier answer (by operationId). */
const ID_SOURCES: Record<string, (seen: Answers, context: { country: string; countryId: number }) => unknown> = {
  'common/country-by-code-name/{codeName}': (_seen, { country }) => country,
  'common/cities/by-country/{countryId}': (_seen, { countryId }) => countryId,
  'common/neighborhood/by-city/{cityId}': (seen) => idOf(first(seen.get('listCities'))),
  'services/main-categories/{id}': (seen) => idOf(first(seen.get('listMainCategories'))),
  'services/sub-services/{id}': (seen) => idOf(first((seen.get('getMainCategory') as Json | undefined)?.sub_services)),
  'requests/{id}': (seen) => idOf(first(seen.get('listRequests'))),
  'offers/{id}': (seen) => idOf(first(seen.get('listRequestOffers'))) ?? idOf(first(seen.get('listSubmittedOffers'))),
  'jobs/{id}': (seen) =>
    idOf(first(seen.get('listJobOpportunities'))) ??
    idOf(first(seen.get('listScheduledWorks'))?.job as Json | undefined),
  'providers/{userId}': (seen) =>
    idOf(first(seen.get('listRequestOffers'))?.provider as Json | undefined) ??
    idOf(first(seen.get('listSuggestedProviders'))),
  'articles/{id}': (seen) => idOf(first(seen.get('listArticles'))),
  'help-center/topics/{id}': (seen) => idOf(first(seen.get('listHelpTopics'))),
};

/** The value a required query parameter takes: the document's const, first enum value or default. */
function requiredQuery(operation: Operation): Record<string, string> {
  const { document } = loadContract();
  const item = (document.paths as Record<string, Json | undefined>)[`/${operation.path}`] ?? {};
  const declared = [
    ...((item.parameters as Json[] | undefined) ?? []),
    ...(((item[operation.method] as Json).parameters as Json[] | undefined) ?? []),
  ];
  const query: Record<string, string> = {};
  for (const raw of declared) {
    const parameter =
      typeof raw.$ref === 'string'
        ? ((document.components as Json).parameters as Record<string, Json | undefined>)[
            raw.$ref.split('/').pop() ?? ''
          ]
        : raw;
    if (!parameter || parameter.in !== 'query' || !parameter.required || parameter.name === 'country') continue;
    const schema = (parameter.schema ?? {}) as Json;
    const value = schema.const ?? (schema.enum as unknown[] | undefined)?.[0] ?? schema.default;
    if (value !== undefined) query[String(parameter.name)] = String(value);
  }
  return query;
}

class Session {
  token: string | null = null;
  countryId: number | null = null;
  readonly rows: ConformanceRow[] = [];
  readonly seen: Answers = new Map();

  constructor(private readonly options: ConformanceOptions) {}

  /** One call, judged and added to the table; the parsed body when the status was 2xx. */
  async call(
    operationId: string,
    path: string,
    init: { body?: Json; query?: Record<string, string> } = {},
  ): Promise<Json | null> {
    const operation = loadContract().operations.find((item) => item.operationId === operationId);
    if (!operation) throw new Error(`No operation ${operationId} in docs/api/openapi.yaml`);
    const method = operation.method.toUpperCase();
    const url = new URL(`${this.options.base.replace(/\/+$/, '')}/api/v1/${path}`);
    for (const [name, value] of Object.entries({ ...requiredQuery(operation), ...init.query }))
      url.searchParams.set(name, value);
    if (this.countryId !== null) url.searchParams.set('country', String(this.countryId));
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': this.options.language ?? 'en',
    };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (init.body) headers['content-type'] = 'application/json';
    const call = `${method} ${path}`;
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body: init.body ? JSON.stringify(init.body) : undefined });
    } catch (error) {
      const verdict = `no answer: ${error instanceof Error ? error.message : String(error)}`;
      const differences = [{ path: '', said: verdict, impact: 'breaks' as const, why: 'the call failed' }];
      this.rows.push({ operation: operationId, call, status: 0, verdict, differs: true, differences });
      return null;
    }
    const text = await response.text();
    const judged = verdictOf(operation, response.status, text);
    const differences = judged.differs ? differencesOf(operation, response.status, text, judged.verdict) : [];
    this.rows.push({ operation: operationId, call, status: response.status, ...judged, differences });
    if (!response.ok || text === '') return null;
    const body = JSON.parse(text) as Json;
    this.seen.set(operationId, body);
    return body;
  }

  skip(operation: Operation, why: string): void {
    this.rows.push({
      operation: operation.operationId,
      call: `${operation.method.toUpperCase()} ${operation.path}`,
      status: null,
      verdict: why,
      differs: false,
    });
  }
}

/** Every GET, each once its path's id is known (an id may come from an answer read later in the document). */
async function readAll(session: Session, country: string): Promise<void> {
  const called = new Set(session.rows.map((row) => row.operation));
  let pending = loadContract().operations.filter(
    (operation) => operation.method === 'get' && !called.has(operation.operationId),
  );
  let progressed = true;
  while (pending.length && progressed) {
    progressed = false;
    const waiting: Operation[] = [];
    for (const operation of pending) {
      const parameter = operation.path.match(/^(.*?\{[^}]+\})/)?.[1];
      const source = parameter ? ID_SOURCES[parameter] : undefined;
      const id = source?.(session.seen, { country, countryId: session.countryId ?? 0 });
      if (parameter && (id === undefined || id === null)) {
        waiting.push(operation);
        continue;
      }
      await session.call(
        operation.operationId,
        parameter ? operation.path.replace(/\{[^}]+\}/, String(id)) : operation.path,
      );
      progressed = true;
    }
    pending = waiting;
  }
  for (const operation of pending) session.skip(operation, 'skipped: no id for its path in the answers read');
}

/** A text answer, the first option, or a list of the first option, for each question of the flow. */
async function answerFlow(session: Session): Promise<Json> {
  const answers: Json = {};
  let question = session.seen.get('getFirstQuestion') as Json | null | undefined;
  for (let asked = 0; question && asked < 30; asked += 1) {
    const option = idOf(first(question.options));
    const text = question.question_type === 'text' || question.question_type === 'text_area';
    answers[String(question.id)] = text ? 'Conformance run' : question.is_multiple_select ? [option] : option;
    const next = await session.call('getNextQuestion', `services/questions/${String(question.id)}/next/`, {
      body: { option_ids: text ? [] : [option] },
    });
    question = (next?.question as Json | null | undefined) ?? null;
  }
  return answers;
}

function skipWithoutId(session: Session, operationIds: string[]): void {
  for (const operation of loadContract().operations.filter((item) => operationIds.includes(item.operationId)))
    session.skip(operation, 'skipped: the create answered no id');
}

/** What is safe on a test account: an address and a request created, read, then cancelled and deleted. */
async function writeAndUndo(session: Session): Promise<void> {
  const city = idOf(first(session.seen.get('listCities')));
  const neighborhood = idOf(first(session.seen.get('listNeighborhoods')));
  const address = { city, neighborhood, address_type: 'other', name: 'Conformance run' };
  const created = await session.call('createAddress', 'auth/create/user/address/', { body: address });
  if (!created) return;
  // A backend may answer a create without the id (the app requires none): what would need it is skipped.
  if (typeof created.id !== 'number')
    return skipWithoutId(session, ['updateAddress', 'createRequest', 'getRequest', 'cancelRequest', 'deleteAddress']);
  await session.call('updateAddress', `auth/update/user/address/${String(created.id)}`, {
    body: { ...address, name: 'Conformance run (renamed)' },
  });
  const subService = (session.seen.get('getSubService') as Json | undefined)?.id;
  if (subService !== undefined) {
    const answers = await answerFlow(session);
    const body = {
      sub_service: subService,
      address: created.id,
      timing: 'planning',
      answers,
      comment: 'Conformance run: safe to ignore',
    };
    const request = await session.call('createRequest', 'requests/', { body });
    if (request && typeof request.id !== 'number') skipWithoutId(session, ['getRequest', 'cancelRequest']);
    else if (request) {
      await session.call('getRequest', `requests/${String(request.id)}/`);
      await session.call('cancelRequest', `requests/${String(request.id)}/cancel/`, {
        body: { reason: 'Conformance run' },
      });
    }
  }
  await session.call('deleteAddress', `auth/delete/user/address/${String(created.id)}`);
}

/** The whole run: the table's rows, in the order the calls were made. */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceRow[]> {
  const country = options.country ?? 'jo';
  const session = new Session(options);
  const found = await session.call('getCountryByCode', `common/country-by-code-name/${country}`);
  session.countryId = typeof found?.id === 'number' ? found.id : null;
  const tokens = await session.call('obtainToken', 'auth/token/', {
    body: { email: options.email, password: options.password },
  });
  if (!session.countryId || typeof tokens?.access !== 'string') {
    session.rows.push({
      operation: 'obtainToken',
      call: 'POST auth/token/',
      status: null,
      verdict: 'stopped: no country or no sign-in',
      differs: true,
      differences: [{ path: '', said: 'no country or no sign-in', impact: 'breaks', why: 'nothing else can be read' }],
    });
    return session.rows;
  }
  session.token = tokens.access;
  await readAll(session, country);
  if (options.write) await writeAndUndo(session);
  return session.rows;
}

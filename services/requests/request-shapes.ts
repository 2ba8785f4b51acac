import { namedRefShape } from '@/services/api/common-shapes';
import { blank, localizedName, localizedText, noItems, none } from '@/services/api/fallbacks';
import {
  listOf,
  nullable,
  objectOf,
  oneOf,
  oneOfOrUnknown,
  optional,
  orElse,
  type AnswerTable,
} from '@/services/api/shape';
import { DRAWN_ICONS } from '@/services/catalogue';
import { REQUEST_STATUSES } from '@/services/lifecycle/request';
import { TIMINGS } from '@/services/shared/request-timing';

/*
 * What the screens read of a request (services/api/shape.ts): each field required or optional with its
 * fallback. Loaded beside the call (./requests.ts, services/api/api-client.ts `shaped`), never in a route's first
 * load; the types in ./requests.ts are read from here, and the jobs' shapes (services/jobs/job-shapes.ts)
 * build on these fields.
 */

/**
 * What screens read of a request in a list: its card. Designed: required are its id, what it is for
 * (the sub-service: the card's title, and the offer form asks its questions) and its status (what
 * each party may do); an unknown status shows as a neutral label with no actions (services/lifecycle/).
 */
export const requestSummaryFields = () =>
  ({
    id: 'number',
    reference_number: orElse('string', 'its id', (owner) => String(owner.id)),
    sub_service: objectOf({
      id: 'number',
      ...localizedName('name'),
      icon: optional(oneOfOrUnknown(DRAWN_ICONS, 'the generic glyph'), 'the generic glyph'),
    }),
    city: orElse(nullable(namedRefShape()), 'no place line', none),
    neighborhood: orElse(nullable(namedRefShape()), 'the city alone', none),
    timing: optional(oneOf(TIMINGS), 'no timing line (an unknown timing too)'),
    status: oneOfOrUnknown(REQUEST_STATUSES, 'a neutral "status unknown" label, no actions'),
    offers_count: optional('number', 'no offers count'),
    comment: orElse('string', 'no comment', blank),
    images: orElse(listOf('string'), 'no photos', noItems),
    created_at: optional('string', 'no date'),
  }) as const;

/** What the request's page reads beyond the card: each falls back to showing less. */
export const requestDetailsFields = () =>
  ({
    ...requestSummaryFields(),
    status_reason: orElse(nullable('string'), 'no reason shown', none),
    is_owner: optional('boolean', "the client's own (the backend refuses what is not)"),
    client: optional(
      objectOf({
        id: 'number',
        display_name: orElse('string', 'no name shown', blank),
        phone_number: orElse(nullable('string'), 'no call button', none),
      }),
      'no client line, no call or chat',
    ),
    address: orElse(
      nullable(
        objectOf({
          id: 'number',
          name: orElse('string', 'no name', blank),
          ...localizedText('city_name'),
          ...localizedText('neighborhood_name'),
        }),
      ),
      'no address',
      none,
    ),
    answers: orElse(
      listOf(objectOf({ question: 'number', ...localizedText('question'), ...localizedText('answer') })),
      'no answers listed',
      noItems,
    ),
    hired_offer: orElse(nullable('number'), 'read from the offers', none),
    invited_providers: orElse(listOf('number'), 'none marked invited', noItems),
    my_rating: orElse(
      nullable(objectOf({ id: 'number', average: 'number' })),
      'not rated yet (the backend refuses a second rating)',
      none,
    ),
  }) as const;

export const requestSummaryShape = () => objectOf(requestSummaryFields());

/**
 * Designed: the answer to a sent request. A 2xx means the request exists, so nothing in the answer is
 * required: an error here would invite a second send, and a second request where the backend does
 * not honour Idempotency-Key. The sent screen shows less instead.
 */
export const createdRequestShape = () =>
  objectOf({
    id: optional('number', 'a link to My requests instead of to the request'),
    reference_number: optional('string', 'its id, else no reference line', (owner) =>
      typeof owner.id === 'number' ? String(owner.id) : undefined,
    ),
  });
export const requestDetailsShape = () => objectOf(requestDetailsFields());

/** The calls whose answers these shapes read, by name (./requests.ts; services/api/api-client.ts `shaped`). */
export const ANSWERS = {
  myRequests: { call: 'GET requests/', shape: requestSummaryShape, page: true },
  request: { call: 'GET requests/{id}/', shape: requestDetailsShape },
  createdRequest: { call: 'POST requests/', shape: createdRequestShape },
} as const satisfies AnswerTable;

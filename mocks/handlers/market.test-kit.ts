import { db } from '@/mocks/shared/db';
import { groupOf, pushNotification } from '@/mocks/shared/realtime';
import { api } from '@/services/api/api-client';
import { newIdempotencyKey } from '@/services/api/idempotency';
import { idempotencyHeaders } from '@/services/api/idempotency-header';
import type { Answers } from '@/services/catalogue/catalogue';
import { hireOffer, sendOffer } from '@/services/offers/offers';
import type { CreateRequestBody, ServiceRequestDetails } from '@/services/requests/requests';
import {
  CLIENT_CRITERIA,
  PROVIDER_CRITERIA,
  type RateClientBody,
  type RateProviderBody,
} from '@/services/reviews/ratings';
import { DEMO, DEMO_PASSWORD } from '@/tests/factories';
import { signInAs } from './accounts.test-kit';

/** Shared by the marketplace handler tests (market-*.test.ts). */

/** The client's home address (Amman, city 1) and her work address. */
export const HOME = 201;
export const WORK = 202;

/** Seeded sub-services: who covers what in Amman (mocks/data/provider-account/providers.ts). */
export const LEAK_REPAIR = 201; // Omar (provider)
export const HOME_CLEANING = 101; // Al-Noor (company)
export const LIGHTING = 302; // the busy provider (no free offers, no balance)

export type DemoUser = keyof typeof DEMO;

export async function as(user: DemoUser): Promise<string> {
  return signInAs(DEMO[user].email, DEMO_PASSWORD);
}

/** A valid set of answers for a sub-service's client flow: only the mandatory questions, no jump. */
export function answersFor(subService: number): Answers {
  const answers: Answers = {};
  for (const question of db.state.market.questions) {
    if (question.sub_service !== subService || question.user_type !== 'client' || !question.is_mandatory) continue;
    const first = question.options[0]?.id ?? 0;
    if (question.question_type === 'text' || question.question_type === 'text_area')
      answers[question.id] = 'Please fix it';
    else answers[question.id] = question.is_multiple_select ? [first] : first;
  }
  return answers;
}

/** The signed-in client asks for `subService` at home: the sandbox's whole answer (the app reads only its id). */
export async function newRequest(
  subService: number,
  change: Partial<CreateRequestBody> = {},
): Promise<ServiceRequestDetails> {
  const body = { sub_service: subService, address: HOME, timing: 'urgent', answers: answersFor(subService), ...change };
  const { data } = await api.post<ServiceRequestDetails>('requests/', body, {
    headers: idempotencyHeaders(newIdempotencyKey()),
  });
  return data;
}

/** The client's new leak-repair request with Omar's offer on it; hired when asked. */
export async function leakJob(hire: boolean): Promise<{ request: number; offer: number }> {
  await as('client');
  const request = await newRequest(LEAK_REPAIR);
  await as('provider');
  const offer = await sendOffer(request.id, { price: 30 }, newIdempotencyKey());
  if (hire) {
    await as('client');
    await hireOffer(offer.id);
  }
  return { request: request.id, offer: offer.id };
}

export const providerScores = (score: number) =>
  ({
    ...Object.fromEntries(PROVIDER_CRITERIA.map((name) => [name, score])),
    experience: 'Quick and tidy',
  }) as RateProviderBody;
export const clientScores = (score: number) =>
  ({
    ...Object.fromEntries(CLIENT_CRITERIA.map((name) => [name, score])),
    experience: 'Paid on time',
  }) as RateClientBody;

const SOCKET = 'ws://localhost:3000/ws/notifications/';
const PROBE = '__probe__';

export interface Listener {
  /** `message_content` of every message received so far (probes left out). */
  received: string[];
  close(): void;
}

/** Open the notifications socket as the app does (token, then subscribe to user_<id>), ready to receive. */
export async function listen(userId: number, token: string): Promise<Listener> {
  const socket = new WebSocket(`${SOCKET}?token=${encodeURIComponent(token)}`);
  const received: string[] = [];
  socket.addEventListener('message', (event: MessageEvent<string>) => {
    const content = (JSON.parse(event.data) as { message: { message_content: string } }).message.message_content;
    if (content !== PROBE) received.push(content);
  });
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve());
    socket.addEventListener('error', () => reject(new Error('socket failed')));
  });
  socket.send(JSON.stringify({ type: 'subscribe', group: groupOf(userId) }));
  await vi.waitFor(() => expect(pushNotification(userId, PROBE)).toBeGreaterThan(0));
  return { received, close: () => socket.close() };
}

/** A raw call with any method, for what the typed client cannot send. */
export function rawCall(method: string, path: string, body?: unknown, query = '?country=1'): Promise<Response> {
  const token = localStorage.getItem('access-token');
  return fetch(`${window.location.origin}/api/v1/${path}${query}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Status and body of a raw call. */
export async function rawJson(
  method: string,
  path: string,
  body?: unknown,
  query?: string,
): Promise<{ status: number; body: unknown }> {
  const response = await rawCall(method, path, body, query);
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

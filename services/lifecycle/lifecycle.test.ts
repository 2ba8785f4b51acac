// @vitest-environment node
import { OFFER_PROCESS, OFFER_STATUSES, canHire, canReject, canWithdraw, rejectionSourceOf } from './offer';
import { ACTORS, assertCan, nextState, transitionsFrom, TransitionRefused, type Actor } from './process';
import {
  REQUEST_PROCESS,
  REQUEST_STATUSES,
  acceptsOffers,
  canCancel,
  canClose,
  canComplete,
  canRate,
  scopeOf,
} from './request';

/** Every allowed move, written out by hand: [from, transition, actor, to]. Anything not listed is refused. */
const REQUEST_ALLOWED = [
  ['open', 'receive_offer', 'provider', 'offers_received'],
  ['offers_received', 'receive_offer', 'provider', 'offers_received'],
  ['offers_received', 'offers_cleared', 'system', 'open'],
  ['offers_received', 'hire', 'client', 'provider_hired'],
  ['provider_hired', 'complete', 'client', 'completed'],
  ['provider_hired', 'complete', 'provider', 'completed'],
  ['open', 'cancel', 'client', 'cancelled'],
  ['offers_received', 'cancel', 'client', 'cancelled'],
  ['open', 'close', 'client', 'closed'],
  ['offers_received', 'close', 'client', 'closed'],
] as const;

const OFFER_ALLOWED = [
  ['pending', 'hire', 'client', 'hired'],
  ['pending', 'reject', 'client', 'rejected'],
  ['pending', 'withdraw', 'provider', 'rejected'],
  ['pending', 'decline', 'system', 'rejected'],
] as const;

function everyMove<S extends string, T extends string>(states: readonly S[], transitions: readonly T[]) {
  return states.flatMap((state) =>
    transitions.flatMap((transition) => ACTORS.map((actor) => [state, transition, actor] as const)),
  );
}

describe('the request process', () => {
  const transitions = Object.keys(REQUEST_PROCESS) as (keyof typeof REQUEST_PROCESS)[];
  it.each(everyMove(REQUEST_STATUSES, transitions))('%s --%s by %s', (state, transition, actor) => {
    const allowed = REQUEST_ALLOWED.find(([s, t, a]) => s === state && t === transition && a === actor);
    expect(nextState(REQUEST_PROCESS, state, transition, actor)).toBe(allowed?.[3] ?? null);
    if (allowed) expect(assertCan(REQUEST_PROCESS, state, transition, actor)).toBe(allowed[3]);
    else expect(() => assertCan(REQUEST_PROCESS, state, transition, actor)).toThrow(TransitionRefused);
  });

  it('says whether the state or the actor was wrong', () => {
    expect(() => assertCan(REQUEST_PROCESS, 'completed', 'cancel', 'client')).toThrow(
      expect.objectContaining({ reason: 'state' }),
    );
    expect(() => assertCan(REQUEST_PROCESS, 'open', 'cancel', 'provider')).toThrow(
      expect.objectContaining({ reason: 'actor' }),
    );
  });

  it('lists what each actor can do in each state', () => {
    expect(transitionsFrom(REQUEST_PROCESS, 'offers_received', 'client')).toEqual(['hire', 'cancel', 'close']);
    expect(transitionsFrom(REQUEST_PROCESS, 'provider_hired', 'provider')).toEqual(['complete']);
    expect(transitionsFrom(REQUEST_PROCESS, 'closed', 'client')).toEqual([]);
  });

  it.each([
    // status, acceptsOffers, canCancel, canClose, client completes, provider completes, canRate, scope
    ['open', true, true, true, false, false, false, 'current'],
    ['offers_received', true, true, true, false, false, false, 'current'],
    ['provider_hired', false, false, false, true, true, true, 'current'],
    ['completed', false, false, false, false, false, true, 'previous'],
    ['cancelled', false, false, false, false, false, false, 'previous'],
    ['closed', false, false, false, false, false, false, 'previous'],
  ] as const)(
    '%s: the predicates screens use',
    (status, offers, cancel, close, clientDone, providerDone, rate, scope) => {
      expect(acceptsOffers(status)).toBe(offers);
      expect(canCancel(status)).toBe(cancel);
      expect(canClose(status)).toBe(close);
      expect(canComplete(status, 'client')).toBe(clientDone);
      expect(canComplete(status, 'provider')).toBe(providerDone);
      expect(canRate(status)).toBe(rate);
      expect(scopeOf(status)).toBe(scope);
    },
  );
});

describe('the offer process', () => {
  const transitions = Object.keys(OFFER_PROCESS) as (keyof typeof OFFER_PROCESS)[];
  it.each(everyMove(OFFER_STATUSES, transitions))('%s --%s by %s', (state, transition, actor) => {
    const allowed = OFFER_ALLOWED.find(([s, t, a]) => s === state && t === transition && a === actor);
    expect(nextState(OFFER_PROCESS, state, transition, actor)).toBe(allowed?.[3] ?? null);
  });

  it.each([
    ['reject', 'client'],
    ['withdraw', 'provider'],
    ['decline', 'system'],
  ] as const)('%s leaves the rejection source %s', (transition, source: Actor) => {
    expect(rejectionSourceOf(transition)).toBe(source);
  });

  it.each([
    ['pending', 'offers_received', true],
    ['pending', 'open', false],
    ['pending', 'provider_hired', false],
    ['hired', 'offers_received', false],
    ['rejected', 'offers_received', false],
  ] as const)('a %s offer on an %s request: hire is %s', (offer, request, hire) => {
    expect(canHire(offer, request)).toBe(hire);
  });

  it.each(OFFER_STATUSES)('%s: reject and withdraw only while pending', (status) => {
    expect(canReject(status)).toBe(status === 'pending');
    expect(canWithdraw(status)).toBe(status === 'pending');
  });
});

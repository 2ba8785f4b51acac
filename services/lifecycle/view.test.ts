// @vitest-environment node
import { OFFER_OUTCOMES, type OfferOutcome, type OfferStatus, type RejectionSource } from './offer';
import { offerView, type OfferAction, type OfferLook, type Party } from './offer-view';
import { REQUEST_STATUSES, type RequestStatus } from './request';
import { jobView, progressOf, requestView, workScopeOf, type ProgressStep, type RequestAction } from './request-view';

/** An offer in each outcome, as the API returns it. */
const OFFER: Readonly<Record<OfferOutcome, { status: OfferStatus; rejection_source: RejectionSource | null }>> = {
  pending: { status: 'pending', rejection_source: null },
  hired: { status: 'hired', rejection_source: null },
  rejected_by_client: { status: 'rejected', rejection_source: 'client' },
  rejected_by_system: { status: 'rejected', rejection_source: 'system' },
  withdrawn: { status: 'rejected', rejection_source: 'provider' },
};

describe('a request’s badge and progress', () => {
  it.each([
    // status, badge tone, steps shown, steps reached, current step
    ['open', 'info', 'sent offers hired completed', 'sent', 'sent'],
    ['offers_received', 'attention', 'sent offers hired completed', 'sent offers', 'offers'],
    ['provider_hired', 'success', 'sent offers hired completed', 'sent offers hired', 'hired'],
    ['completed', 'success', 'sent offers hired completed', 'sent offers hired completed', 'completed'],
    ['cancelled', 'neutral', 'sent cancelled', 'sent cancelled', 'cancelled'],
    ['closed', 'neutral', 'sent closed', 'sent closed', 'closed'],
  ] as const)('%s: a %s badge, steps %s, reached %s, now %s', (status, tone, steps, reached, current: ProgressStep) => {
    for (const role of ['client', 'provider'] as const) {
      const view = requestView({ status }, [], role);
      expect(view.badge).toEqual({ key: `status.${status}`, tone });
      expect(view.progress).toEqual({ steps: steps.split(' '), reached: reached.split(' '), current });
    }
    expect(progressOf(status).current).toBe(current);
  });

  it('covers every status', () => {
    expect(REQUEST_STATUSES.map((status) => requestView({ status }, [], 'client').badge.key)).toEqual(
      REQUEST_STATUSES.map((status) => `status.${status}`),
    );
  });
});

describe('what the client may do with their request', () => {
  it.each([
    // status, the offers on it, the client's rating given, expected actions
    ['open', [], false, 'cancel close invite'],
    ['offers_received', ['pending', 'withdrawn'], false, 'cancel close invite'],
    ['provider_hired', ['hired', 'rejected_by_system'], false, 'contact complete rate'],
    ['provider_hired', ['hired'], true, 'contact complete'],
    ['completed', ['hired'], false, 'rate'],
    ['completed', ['hired'], true, ''],
    ['cancelled', ['rejected_by_system'], false, ''],
    ['closed', ['rejected_by_client'], false, ''],
  ] as const)('%s with offers [%s], rated %s: %s', (status, outcomes, rated, actions) => {
    const offers = outcomes.map((outcome) => OFFER[outcome]);
    const view = requestView({ status, is_owner: true, my_rating: rated ? {} : null }, offers, 'client');
    expect(view.actions).toEqual(actions ? (actions.split(' ') as RequestAction[]) : []);
    expect(view.hired).toBe(outcomes.some((outcome) => outcome === 'hired') ? OFFER.hired : null);
    expect(view.pendingOffers).toBe(outcomes.filter((outcome) => outcome === 'pending').length);
  });

  it.each(REQUEST_STATUSES)('%s: someone else’s request offers nothing', (status) => {
    expect(requestView({ status, is_owner: false }, [OFFER.hired], 'client').actions).toEqual([]);
  });
});

describe('what the provider may do with a job', () => {
  const expected: Readonly<
    Record<RequestStatus, Readonly<Record<'none' | 'pending' | 'hired' | 'turned_down', string>>>
  > = {
    open: { none: 'send_offer report', pending: 'report', hired: 'open_work contact report', turned_down: 'report' },
    offers_received: {
      none: 'send_offer report',
      pending: 'report',
      hired: 'open_work contact report',
      turned_down: 'report',
    },
    provider_hired: {
      none: 'report',
      pending: 'report',
      hired: 'open_work contact complete rate report',
      turned_down: 'report',
    },
    completed: { none: 'report', pending: 'report', hired: 'open_work contact rate report', turned_down: 'report' },
    cancelled: { none: 'report', pending: 'report', hired: 'open_work contact report', turned_down: 'report' },
    closed: { none: 'report', pending: 'report', hired: 'open_work contact report', turned_down: 'report' },
  };
  const mine = { none: null, pending: OFFER.pending, hired: OFFER.hired, turned_down: OFFER.withdrawn } as const;
  const cases = REQUEST_STATUSES.flatMap((status) =>
    (Object.keys(mine) as (keyof typeof mine)[]).map((offer) => [status, offer, expected[status][offer]] as const),
  );

  it.each(cases)('%s, my offer %s: %s', (status, offer, actions) => {
    const view = jobView({ status, my_offer: mine[offer] });
    expect(view.actions).toEqual(actions.split(' '));
    expect(view.hired).toBe(offer === 'hired' ? OFFER.hired : null);
  });

  it('rates the client once', () => {
    expect(jobView({ status: 'completed', my_offer: OFFER.hired, my_rating: {} }).actions).toEqual([
      'open_work',
      'contact',
      'report',
    ]);
  });

  it.each([
    ['provider_hired', 'upcoming'],
    ['completed', 'completed'],
  ] as const)('a %s work belongs under %s', (status, scope) => {
    expect(workScopeOf(status)).toBe(scope);
    expect(jobView({ status, my_offer: OFFER.hired }).workScope).toBe(scope);
  });
});

describe('one offer as each party sees it', () => {
  // What the client may do with a pending offer, by the request's status; a decided offer ignores the request.
  const pendingForClient: Readonly<Record<RequestStatus, string>> = {
    open: 'contact compare',
    offers_received: 'hire reject contact compare',
    provider_hired: 'contact compare',
    completed: 'contact compare',
    cancelled: 'contact compare',
    closed: 'contact compare',
  };
  const decided: Readonly<Record<Exclude<OfferOutcome, 'pending'>, Readonly<Record<Party, string>>>> = {
    hired: { client: 'contact compare', provider: 'open_work' },
    rejected_by_client: { client: '', provider: '' },
    rejected_by_system: { client: '', provider: '' },
    withdrawn: { client: '', provider: '' },
  };
  const looks: Readonly<Record<OfferOutcome, [OfferLook, string]>> = {
    pending: ['live', 'attention'],
    hired: ['hired', 'success'],
    rejected_by_client: ['turned_down', 'neutral'],
    rejected_by_system: ['turned_down', 'neutral'],
    withdrawn: ['turned_down', 'neutral'],
  };
  const cases = OFFER_OUTCOMES.flatMap((outcome) =>
    REQUEST_STATUSES.flatMap((status) =>
      (['client', 'provider'] as const).map((role) => [outcome, status, role] as const),
    ),
  );

  it.each(cases)('a %s offer on a %s request, as the %s', (outcome, status, role) => {
    const actions =
      outcome === 'pending' ? (role === 'client' ? pendingForClient[status] : 'withdraw edit') : decided[outcome][role];
    const view = offerView(OFFER[outcome], status, role);
    expect(view.actions).toEqual(actions ? (actions.split(' ') as OfferAction[]) : []);
    expect(view.outcome).toBe(outcome);
    expect([view.look, view.badge.tone]).toEqual(looks[outcome]);
    expect(view.badge.key).toBe(`outcome.${outcome}`);
  });

  it('without the request, the client may not hire or turn down', () => {
    expect(offerView(OFFER.pending, null, 'client').actions).toEqual(['contact', 'compare']);
  });
});

describe('a status the app does not know (a backend ahead of us): a neutral label, no actions', () => {
  const OFFERS = Object.values(OFFER);

  it.each(['client', 'provider'] as const)('a request in `on_hold`, as the %s', (role) => {
    const view = requestView({ status: 'on_hold', is_owner: true, my_rating: null }, OFFERS, role);
    expect(view.badge).toEqual({ key: 'status.unknown', tone: 'neutral' });
    expect(view.progress).toBeNull();
    expect(view.actions).toEqual([]);
  });

  it.each(Object.keys(mine()) as (keyof ReturnType<typeof mine>)[])('a job in `on_hold`, my offer %s', (offer) => {
    const view = jobView({ status: 'on_hold', my_offer: mine()[offer] });
    expect(view.actions).toEqual([]);
    expect(view.workScope).toBe('upcoming');
  });

  it.each(
    [...REQUEST_STATUSES, 'on_hold', null].flatMap((status) =>
      (['client', 'provider'] as const).map((role) => [status, role] as const),
    ),
  )('an offer in `expired` on a %s request, as the %s', (status, role) => {
    const view = offerView({ status: 'expired', rejection_source: null }, status, role);
    expect(view).toEqual({
      outcome: 'unknown',
      badge: { key: 'outcome.unknown', tone: 'neutral' },
      look: 'live',
      actions: [],
    });
  });

  it.each(OFFER_OUTCOMES)('a %s offer on a request in `on_hold` offers nothing', (outcome) => {
    for (const role of ['client', 'provider'] as const)
      expect(offerView(OFFER[outcome], 'on_hold', role).actions).toEqual([]);
  });

  it('a rejection source the app does not know reads as the system’s', () => {
    expect(offerView({ status: 'rejected', rejection_source: 'admin' }, 'open', 'client').outcome).toBe(
      'rejected_by_system',
    );
  });
});

function mine() {
  return { none: null, pending: OFFER.pending, hired: OFFER.hired, turned_down: OFFER.withdrawn } as const;
}

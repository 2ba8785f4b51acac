import { buildAddress, buildOffer, buildRequest } from '@/tests/factories';
import { workCalendarState, workEvent, workUid, type WorkEventWords } from './work-calendar';
import type { ScheduledWork } from './jobs';

const WORDS: WorkEventWords = {
  language: 'en',
  reference: 'Reference',
  client: 'Client',
  whatsapp: 'WhatsApp',
  whatsappMessage: ({ name, reference }) => `Hello ${name}, ${reference}`,
  origin: 'https://jo.example.com',
  workPath: (id) => `/service-providers/scheduled-works/${id}`,
};

/** A work as the hired provider's answer carries it; override the request's and the offer's states. */
function work(status: string, offer: Partial<Parameters<typeof buildOffer>[0]> | null = {}): ScheduledWork {
  const request = buildRequest({
    id: 6001,
    reference_number: 'JO-2026-006001',
    status: status as ScheduledWork['job']['status'],
    is_owner: false,
    client: { id: 1, display_name: 'Sara A.', phone_number: '+962 79 123 4567' },
    address: { ...buildAddress({ name: 'Building 12, Hashem St' }), city: 1, neighborhood: 1 },
  });
  return {
    scheduled_for: '2026-11-30',
    job: {
      ...request,
      my_offer: offer === null ? null : buildOffer({ request: 6001, status: 'hired', ...offer }),
    },
  };
}

describe("a scheduled work's calendar event", () => {
  it.each([
    ['hired', 'provider_hired', {}, 'confirmed'],
    ['completed', 'completed', {}, 'confirmed'],
    ['cancelled after the hire', 'cancelled', {}, 'cancelled'],
    ['closed after the hire', 'closed', {}, 'cancelled'],
    ['the offer turned down', 'provider_hired', { status: 'rejected', rejection_source: 'system' }, 'cancelled'],
    ['no offer of mine', 'provider_hired', null, null],
    ['a request state the app does not know', 'postponed', {}, null],
    ['an offer state the app does not know', 'provider_hired', { status: 'paused' }, null],
  ] as const)('%s: %s', (_, status, offer, state) => {
    expect(workCalendarState(work(status, offer as never).job)).toBe(state);
  });

  it('a hired work: the day, the service, the address, the client and a WhatsApp link naming the reference', () => {
    expect(workEvent(work('provider_hired'), WORDS)).toEqual({
      uid: 'work-6001@jo.example.com',
      day: '2026-11-30',
      summary: 'Leak repair',
      location: 'Building 12, Hashem St, Abdoun, Amman',
      description: [
        'Reference: JO-2026-006001',
        'Client: Sara A.',
        `WhatsApp: https://wa.me/962791234567?text=${encodeURIComponent('Hello Sara A., JO-2026-006001')}`,
      ].join('\n'),
      url: 'https://jo.example.com/service-providers/scheduled-works/6001',
      status: 'CONFIRMED',
    });
  });

  it('the address and names in Arabic for an Arabic reader', () => {
    const event = workEvent(work('provider_hired'), { ...WORDS, language: 'ar' });
    expect(event).toMatchObject({ summary: 'تصليح تسريب', location: 'Building 12, Hashem St, عبدون, عمّان' });
  });

  it('a cancelled work keeps its UID and carries neither the address nor the client', () => {
    const event = workEvent(work('cancelled'), WORDS)!;
    expect(event).toMatchObject({ uid: workUid(6001, WORDS.origin), status: 'CANCELLED', location: undefined });
    expect(event.description).toBe('Reference: JO-2026-006001');
  });

  it('without a phone or an address in the answer, the event has neither', () => {
    const bare = work('provider_hired');
    bare.job = { ...bare.job, address: null, client: { id: 1, display_name: 'Sara A.', phone_number: null } };
    const event = workEvent(bare, WORDS)!;
    expect(event.location).toBeUndefined();
    expect(event.description).not.toContain('wa.me');
  });

  it('nothing for a state the app does not know', () => {
    expect(workEvent(work('postponed'), WORDS)).toBeNull();
  });
});

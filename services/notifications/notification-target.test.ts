// @vitest-environment node
import { notificationHref } from './notification-target';
import type { NotificationKind } from './notification-kinds';

describe('notificationHref', () => {
  it.each([
    ['client', 'new_offer', 6002, 7001, '/clients/my-requests/6002#offers'],
    ['client', 'offer_withdrawn', 6002, 7001, '/clients/my-requests/6002#offers'],
    ['client', 'report_received', 6007, null, '/clients/my-requests/6007'],
    ['client', 'general', null, 7001, '/clients/offers/7001'],
    ['client', 'rated', 6005, null, '/clients/reviews'],
    ['client', 'general', null, null, null],
    ['client', 'offer_updated', 6002, 7001, '/clients/my-requests/6002#offers'],
    ['client', 'offer_updated', null, 7001, '/clients/offers/7001'],
    ['provider', 'hired', 6004, 7004, '/service-providers/scheduled-works/6004'],
    ['provider', 'hired', null, 7004, '/service-providers/scheduled-works'],
    ['provider', 'completed', 6004, null, '/service-providers/scheduled-works/6004'],
    ['client', 'completed', 6004, null, '/clients/my-requests/6004'],
    ['provider', 'invited', 6001, null, '/service-providers/job-opportunities/6001'],
    ['provider', 'offer_rejected', 6004, 7005, '/service-providers/job-opportunities/6004'],
    ['provider', 'rated', 6004, null, '/service-providers/reviews'],
    ['provider', 'offer_credited', 6004, 7005, '/service-providers/balance'],
    ['provider', 'general', null, null, null],
  ] as const)('%s, %s (request %s, offer %s) opens %s', (role, kind: NotificationKind, request, offer, href) => {
    expect(notificationHref({ kind, request, offer }, role)).toBe(href);
  });

  it('opens a kind it does not know as a general notice: its request, else its offer', () => {
    const kind = 'offer_boosted' as NotificationKind;
    expect(notificationHref({ kind, request: 6002, offer: 7001 }, 'client')).toBe('/clients/my-requests/6002');
    expect(notificationHref({ kind, request: null, offer: 7001 }, 'client')).toBe('/clients/offers/7001');
  });
});

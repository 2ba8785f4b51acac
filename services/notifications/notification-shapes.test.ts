// @vitest-environment node
import { checkedAnswer } from '@/services/api/checked-answer';
import { pageOf } from '@/services/api/shape';
import type { Paginated } from '@/services/api/types';
import { notificationShape } from './notification-shapes';
import type { AppNotification } from './notifications';

describe('a notification’s kind', () => {
  const note = (kind: unknown) => ({ id: 1, kind, title_en: 'T', body_en: 'B', request: 3, offer: 7, is_read: false });

  it('keeps a kind it knows (an offer changed) and one it does not; a missing one is a general notice', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = { count: 3, results: [note('offer_updated'), note('offer_boosted'), note(undefined)] };
    const read = checkedAnswer<Paginated<AppNotification>>('GET notifications/', page, pageOf(notificationShape()));
    expect(read.results.map((item) => item.kind)).toEqual(['offer_updated', 'offer_boosted', 'general']);
    vi.restoreAllMocks();
  });
});

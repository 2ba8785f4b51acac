// @vitest-environment node
import { freeOffersMessage } from './balance';

describe('the balance message', () => {
  it('says "all 5 free daily offers used" only when none are left', () => {
    expect(freeOffersMessage(0)).toBe('all 5 free daily offers used');
    expect(freeOffersMessage(1)).toBeNull();
    expect(freeOffersMessage(5)).toBeNull();
  });
});

// @vitest-environment node
import { emptyDraft } from '@/store/requests/request-draft';
import { detailsValuesOf, withDetails } from './details-values';

describe('where and when ↔ the draft', () => {
  const draft = emptyDraft(11);

  it.each([
    ['a guest writes a new address', false, draft, 'new'],
    ['a signed-in client chooses', true, draft, ''],
    ['a saved address chosen before', true, { ...draft, address: 7 }, 7],
    [
      'a new address begun as a guest, now signed in',
      true,
      { ...draft, newAddress: { city: 1, neighborhood: '' as const, address_type: 'home' as const, name: 'Flat' } },
      'new',
    ],
  ])('%s', (_, signedIn, from, expected) => {
    expect(detailsValuesOf(from, signedIn).address).toBe(expected);
  });

  it('keeps a new address in the draft and forgets it when a saved one is chosen', () => {
    const values = {
      ...detailsValuesOf(draft, false),
      city: 1 as const,
      name: 'Flat',
      timing: 'urgent' as const,
      comment: 'Gate 3',
    };
    const written = withDetails(draft, values);
    expect(written).toMatchObject({
      address: null,
      newAddress: { city: 1, name: 'Flat' },
      timing: 'urgent',
      comment: 'Gate 3',
    });
    expect(withDetails(written, { ...values, address: 7 })).toMatchObject({ address: 7, newAddress: null });
    expect(detailsValuesOf(written, true)).toMatchObject({ address: 'new', city: 1, name: 'Flat', timing: 'urgent' });
  });
});

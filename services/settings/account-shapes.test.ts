// @vitest-environment node
import { checkedAnswer, readIfFits } from '@/services/api/checked-answer';
import { ANSWERS, lastPhoneChangeShape } from './account-shapes';

/** The account's answers as a backend that sends only what spec §7 documents would give them. */
describe('the account answers read with only their documented fields', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('the last phone change without a value: the phone is editable (spec §4)', () => {
    expect(checkedAnswer('GET auth/user/last_phone_change/', {}, lastPhoneChangeShape())).toEqual({
      last_change: null,
    });
  });

  it('a user update answered with the bare user (not the profile) is taken as saved, and the profile read again', () => {
    const updated = (data: unknown) => readIfFits(ANSWERS.updatedProfile, data);
    expect(updated({ id: 9, first_name: 'Sara' })).toBeNull();
    expect(updated({ id: 3, user: { id: 9, language: 'ar' } })).toMatchObject({ id: 3 });
  });
});

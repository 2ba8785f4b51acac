// @vitest-environment node
import { checkedAnswer } from '@/services/api/checked-answer';
import { otpSentShape, tokenPairShape } from './auth-shapes';

/** The sign-in's answers as a backend that sends only what spec §7 documents would give them. */
describe('the sign-in answers read with only their documented fields', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('an OTP sent without its resend wait: a resend after 60 s; without hashed_id: the error', () => {
    const sent = (data: unknown) =>
      checkedAnswer('POST notifications/generate_no_user/phone-number-verify', data, otpSentShape());
    expect(sent({ hashed_id: 'h' })).toEqual({ hashed_id: 'h', resend_after: 60 });
    expect(() => sent({ resend_after: 30 })).toThrow();
  });

  it('a sign-in needs the token pair', () => {
    const signIn = (data: unknown) => checkedAnswer('POST auth/token/', data, tokenPairShape());
    expect(signIn({ access: 'a', refresh: 'r' })).toEqual({ access: 'a', refresh: 'r' });
    expect(() => signIn({ access: 'a' })).toThrow(
      expect.objectContaining({ malformed: 'POST auth/token/: refresh is missing' }),
    );
  });
});

// @vitest-environment node
import * as yup from 'yup';
import { V } from '@/services/shared/validation-messages';
import { contactBody, contactSchema, EMPTY_CONTACT, type ContactValues } from './contact-form';

async function errorsOf(values: Partial<ContactValues>, isGuest: boolean): Promise<Record<string, string>> {
  try {
    await contactSchema(yup, isGuest).validate({ ...EMPTY_CONTACT, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    // The first message of each field, as Formik shows it.
    return Object.fromEntries(inner.reverse().map((item) => [item.path, item.message]));
  }
}

describe('contact form (spec §5: topic and details required)', () => {
  it.each([
    [{}, false, { topic: V.required, details: V.required }],
    [{ topic: 'account', details: '   ' }, false, { details: V.required }],
    [{ topic: 'nonsense' as never, details: 'Help' }, false, { topic: V.required }],
    [{ topic: 'payments', details: 'x'.repeat(1001) }, false, { details: V.tooLong }],
    [{ topic: 'payments', details: 'My balance' }, false, {}],
    [{ topic: 'general', details: 'Hello' }, true, { name: V.fullNameRequired, email: V.emailRequired }],
    [{ topic: 'general', details: 'Hello', name: 'Lina Haddad', email: 'lina@' }, true, { email: V.emailInvalid }],
    [{ topic: 'general', details: 'Hello', name: 'لينا حداد', email: 'lina@mail.jo' }, true, {}],
  ] as const)('%j (guest: %s) → %j', async (values, isGuest, expected) => {
    expect(await errorsOf(values, isGuest)).toEqual(expected);
  });

  it('sends name and email only for a guest, trimmed', () => {
    const values: ContactValues = {
      topic: 'offers',
      details: '  Late offer  ',
      name: ' Lina  Haddad ',
      email: ' lina@mail.jo ',
    };
    expect(contactBody(values, true)).toEqual({
      topic: 'offers',
      details: 'Late offer',
      name: 'Lina Haddad',
      email: 'lina@mail.jo',
    });
    expect(contactBody(values, false)).toEqual({ topic: 'offers', details: 'Late offer' });
  });
});

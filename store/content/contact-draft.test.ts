import { clearContactDraft, contactDraftKey, readContactDraft, saveContactDraft } from './contact-draft';

const values = { topic: 'general' as const, details: 'Hello', name: 'Guest', email: 'guest@example.com' };

describe('the contact-us draft', () => {
  afterEach(() => clearContactDraft());

  it("keeps the message's idempotency key through a reload and later edits, out of the values", () => {
    saveContactDraft(values);
    contactDraftKey.set('key-1');
    saveContactDraft({ ...values, details: 'Hello again' });
    expect(contactDraftKey.get()).toBe('key-1');
    expect(readContactDraft()).toEqual({ ...values, details: 'Hello again' });
  });

  it('has no key until the message is first sent, and none once it is spent or sent', () => {
    saveContactDraft(values);
    expect(contactDraftKey.get()).toBeNull();
    contactDraftKey.set('key-2');
    contactDraftKey.set(null);
    expect(contactDraftKey.get()).toBeNull();
    contactDraftKey.set('key-3');
    clearContactDraft();
    expect(contactDraftKey.get()).toBeNull();
  });
});

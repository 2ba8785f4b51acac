import { STORAGE_KEYS } from '@/store/shared/storage';
import {
  dropProviderDraft,
  emptyProviderDraft,
  loadProviderDraft,
  providerDraftKey,
  saveProviderDraft,
} from './provider-draft';

describe('the provider account draft', () => {
  afterEach(() => dropProviderDraft());

  it('is empty until saved, then comes back as saved', () => {
    expect(loadProviderDraft()).toEqual(emptyProviderDraft);
    const draft = {
      ...emptyProviderDraft,
      account_type: 'company' as const,
      languages: ['ar', 'en'],
      main_category: 2,
      sub_services: [201],
    };
    saveProviderDraft(draft);
    expect(loadProviderDraft()).toEqual(draft);
  });

  it('drops a malformed draft instead of crashing', () => {
    localStorage.setItem(STORAGE_KEYS.providerDraft, JSON.stringify({ ...emptyProviderDraft, languages: 'ar' }));
    expect(loadProviderDraft()).toEqual(emptyProviderDraft);
    expect(localStorage.getItem(STORAGE_KEYS.providerDraft)).toBeNull();
  });

  it("keeps the create call's idempotency key through later saves, out of the answers, until it is spent", () => {
    saveProviderDraft({ ...emptyProviderDraft, account_type: 'personal' });
    expect(providerDraftKey.get()).toBeNull();
    providerDraftKey.set('key-1');
    saveProviderDraft({ ...emptyProviderDraft, account_type: 'personal', languages: ['ar'] });
    expect(providerDraftKey.get()).toBe('key-1');
    expect(loadProviderDraft()).not.toHaveProperty('idempotencyKey');
    providerDraftKey.set(null);
    expect(providerDraftKey.get()).toBeNull();
  });
});

import type { KeyStore } from '@/services/api/idempotency';
import type { AccountType } from '@/services/api/types';
import { galleryImages } from '@/store/shared/draft-images';
import type { DraftImage } from '@/store/shared/draft-images';
import type { DraftOwner } from '@/store/shared/draft-owner';
import { createDraftStore, type Owned } from '@/store/shared/draft-store';
import { STORAGE_KEYS } from '@/store/shared/storage';

/**
 * The provider account being created, kept on the device after every change so a reload or a
 * failed submit loses nothing; the gallery's bytes live in the gallery's image store. Its shape is
 * checked here, its content by the wizard's step rules (services/provider-account/provider-forms.ts): a draft
 * edited by hand lands on the first step it breaks.
 */
export interface ProviderDraft {
  account_type: AccountType | '';
  /** As in the commercial register; asked for a company only. */
  company_name: string;
  languages: string[];
  main_category: number | null;
  sub_services: number[];
  description: string;
  gallery: DraftImage[];
  city: number | null;
  covered_areas: number[];
}

export const emptyProviderDraft: ProviderDraft = {
  account_type: '',
  company_name: '',
  languages: [],
  main_category: null,
  sub_services: [],
  description: '',
  gallery: [],
  city: null,
  covered_areas: [],
};

const numbers = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'number');
const idOrNull = (value: unknown) => value === null || typeof value === 'number';

/**
 * `PROVIDER_DRAFT`: the draft, whose it is (store/shared/draft-owner.ts; stamped on every save) and the
 * create call's idempotency key once it was first sent; both kept out of the create call's body.
 */
export type StoredProviderDraft = Owned<ProviderDraft>;

function isProviderDraft(value: unknown): value is ProviderDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    (draft.account_type === '' || draft.account_type === 'personal' || draft.account_type === 'company') &&
    (draft.company_name === undefined || typeof draft.company_name === 'string') &&
    Array.isArray(draft.languages) &&
    draft.languages.every((item) => typeof item === 'string') &&
    idOrNull(draft.main_category) &&
    numbers(draft.sub_services) &&
    typeof draft.description === 'string' &&
    Array.isArray(draft.gallery) &&
    draft.gallery.every(
      (image: { id?: unknown; name?: unknown }) => typeof image?.id === 'string' && typeof image.name === 'string',
    ) &&
    idOrNull(draft.city) &&
    numbers(draft.covered_areas)
  );
}

export const providerDrafts = createDraftStore<ProviderDraft>({
  key: STORAGE_KEYS.providerDraft,
  isDraft: isProviderDraft,
  images: { store: galleryImages, of: (draft) => draft.gallery },
});

/** The saved draft, whoever owns it. */
export const readProviderDraft = (): StoredProviderDraft | null => providerDrafts.read();

/** The saved draft if it is this person's (or a guest's), or a fresh one. */
export function loadProviderDraft(): ProviderDraft {
  const saved = providerDrafts.shown();
  if (!saved) return emptyProviderDraft;
  const { owner: _owner, idempotencyKey: _key, ...draft } = saved;
  // A draft saved before the company name was asked has none yet.
  return { ...emptyProviderDraft, ...draft };
}

/** A provider's sign-up answered the wizard's account type (the checklist too): kept so the wizard does not ask again. */
export function answerFromSignUp(answers: Pick<ProviderDraft, 'account_type' | 'company_name'>): ProviderDraft {
  const draft = { ...loadProviderDraft(), ...answers };
  saveProviderDraft(draft);
  return draft;
}

/** Whether this device holds a provider sign-up's answers not yet taken into an account (the email path's way on). */
export function hasSignUpAnswers(): boolean {
  return Boolean(readProviderDraft()?.account_type);
}

/** Saving the answers keeps the key the account was already sent with. */
export function saveProviderDraft(draft: ProviderDraft, owner?: DraftOwner): void {
  providerDrafts.save(draft, owner);
}

/** The create call's idempotency key, kept in the draft. */
export const providerDraftKey: KeyStore = providerDrafts.keys;

/** Once the account is created (or it already existed): the draft and its images' bytes. */
export function dropProviderDraft(): void {
  void providerDrafts.drop();
}

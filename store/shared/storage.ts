import type { Country, UserProfile } from '@/services/api/types';

/**
 * localStorage keys: the spec's (spec §3) exactly, and one designed key. Every read is defensive: a
 * malformed value is discarded, never crashed on.
 */
export const STORAGE_KEYS = {
  accessToken: 'access-token',
  refreshToken: 'refresh-token',
  language: 'LANGUAGE',
  country: 'COUNTRY',
  userInfo: 'USER_INFO',
  /** Page-level settings kept across reloads: `{ siteUnlocked?: boolean }` (the password gate). */
  pageConfig: 'PAGE_CONFIG',
  isServiceProvider: 'IS_SERVICE_PROVIDER',
  /**
   * Designed (not among spec §3's keys): the service requests being written, one per sub-service, `{"<sub-service id>": RequestDraft}`
   * (store/requests/request-draft.ts; an older single RequestDraft value reads as one entry). Each draft below records its
   * owner's user id; an expiry keeps them, a logout or an account close wipes them.
   */
  requestDraft: 'REQUEST_DRAFT',
  /** Designed: the contact-us message being written (store/content/contact-draft.ts), kept until it is sent. */
  contactDraft: 'CONTACT_DRAFT',
  /** Designed: the provider account being created (store/provider-account/provider-draft.ts). */
  providerDraft: 'PROVIDER_DRAFT',
  /** Designed (not among spec §3's keys): the offer being written on a job (store/offers/offer-draft.ts). */
  offerDraft: 'OFFER_DRAFT',
  /**
   * Designed: what was typed in an open dialog or a settings form (a rating, a report, a reason, the
   * top-up, edit profile), one per dialog, `{"<dialog id>": DialogDraft}` (store/shared/dialog-draft.ts): a
   * session that ends mid-send brings the dialog back with it after signing in.
   */
  dialogDraft: 'DIALOG_DRAFT',
  /**
   * Designed (issue 35): the sides that said "not now" to the push card (after a provider's offer, a client's
   * request), space-separated: `"provider client"`; the older `"1"` is the provider's.
   */
  pushOptInDismissed: 'PUSH_OPT_IN_DISMISSED',
  /** Designed: whose API answers the service worker keeps for offline reading (store/shared/offline-copies.ts). */
  offlineCopiesOwner: 'OFFLINE_COPIES_OWNER',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * The drafts: an expiry keeps them (for the same user), a sign-in claims them (store/auth/drafts.ts),
 * a logout and an account close wipe them (store/shared/draft-wipe.ts).
 */
export const DRAFT_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.requestDraft,
  STORAGE_KEYS.offerDraft,
  STORAGE_KEYS.providerDraft,
  STORAGE_KEYS.contactDraft,
  STORAGE_KEYS.dialogDraft,
];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readString(key: StorageKey): string | null {
  return storage()?.getItem(key) ?? null;
}

export function writeString(key: StorageKey, value: string): void {
  storage()?.setItem(key, value);
}

export function removeKey(key: StorageKey): void {
  storage()?.removeItem(key);
}

/** Parse a JSON value and accept it only when `isValid` says so; otherwise drop it. */
export function readJson<T>(key: StorageKey, isValid: (value: unknown) => value is T): T | null {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isValid(parsed)) return parsed;
  } catch {
    // fall through: malformed JSON is discarded below
  }
  removeKey(key);
  return null;
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

/** Logged in means an access token is stored (spec §4). */
export function hasSession(): boolean {
  return Boolean(readString(STORAGE_KEYS.accessToken));
}

/** Store exactly the pair that came: a sign-in without a refresh token leaves none of an older one behind. */
export function storeTokens(access: string, refresh?: string | null): void {
  writeString(STORAGE_KEYS.accessToken, access);
  if (refresh) writeString(STORAGE_KEYS.refreshToken, refresh);
  else removeKey(STORAGE_KEYS.refreshToken);
}

/**
 * Logout and session expiry clear every key of ours except the language (spec §4); an expiry keeps the
 * drafts too (`keepDrafts`), so signing in again as the same user restores them.
 */
export function clearSession({ keepDrafts = false }: { keepDrafts?: boolean } = {}): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    if (key !== STORAGE_KEYS.language && !(keepDrafts && DRAFT_KEYS.includes(key))) removeKey(key);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isStoredCountry(value: unknown): value is Country {
  return isRecord(value) && typeof value.id === 'number' && typeof value.code_name === 'string';
}

export function isStoredUserProfile(value: unknown): value is UserProfile {
  return isRecord(value) && typeof value.id === 'number' && isRecord(value.user) && typeof value.user.id === 'number';
}

/**
 * On start: a stored COUNTRY or USER_INFO that does not parse or has the wrong
 * shape is dropped (so any later read can trust it), and so is a USER_INFO left
 * without a session.
 */
export function tidyStorage(): void {
  readJson(STORAGE_KEYS.country, isStoredCountry);
  if (hasSession()) readJson(STORAGE_KEYS.userInfo, isStoredUserProfile);
  else removeKey(STORAGE_KEYS.userInfo);
}

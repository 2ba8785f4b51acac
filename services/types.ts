/**
 * Types shared across the API contract (docs/api.md). Fields named in the spec
 * keep the spec's spelling; the rest follow the backend's snake_case DRF style.
 */

/** DRF pagination envelope. */
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Every error body: `{"error": "<message>"}`; field errors optional. */
export interface ApiErrorBody {
  error: string;
  fields?: Record<string, string>;
}

/** A name in both languages: `<name>_ar` / `<name>_en`. */
export type Localized<Name extends string> = { [K in `${Name}_ar` | `${Name}_en`]: string };

export interface Country extends Localized<'name'> {
  id: number;
  code_name: string;
  /** Only Jordan is open for business; the others are listed. */
  is_available: boolean;
  dial_code: string;
}

export type Gender = 'male' | 'female';
export type AccountType = 'personal' | 'company';

export interface User {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  gender: Gender | null;
  account_type: AccountType;
  company_name: string | null;
  profile_photo: string | null;
  language: string;
  /** Country id; it cannot be changed. */
  country: number;
  date_joined: string;
  is_service_provider: boolean;
  /** The user also owns a provider profile (and may switch to it). */
  has_provider_account: boolean;
  is_email_verified: boolean;
}

/** GET auth/user/profile/: the profile id and the nested user (§3). */
export interface UserProfile {
  id: number;
  user: User;
}

/** An id with its name in both languages (a city, a neighbourhood). */
export interface NamedRef extends Localized<'name'> {
  id: number;
}

/**
 * Types shared across the API contract (docs/api.md). Fields named in the spec
 * keep the spec's spelling; the rest follow the backend's snake_case DRF style.
 * The records come from docs/api/openapi.yaml (services/api/api-schema.d.ts, `npm run contract:types`).
 */
import type { Language } from '@/locales/languages';
import type { components } from './api-schema';
import type { countryShape, userProfileShape, userShape } from './common-shapes';
import type { Read } from './shape';

/** DRF pagination envelope. */
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Every error body: `{"error": "<message>"}`; field errors optional. */
export type ApiErrorBody = components['schemas']['Error'];

/** A name in both languages: `<name>_ar` / `<name>_en`. */
export type Localized<Name extends string> = { [K in `${Name}_ar` | `${Name}_en`]: string };

/** A country as the app reads it: `dial_code` may be absent (services/api/common-shapes.ts `countryShape`). */
export type Country = Read<components['schemas']['Country'], ReturnType<typeof countryShape>>;

export type Gender = components['schemas']['Gender'];
export type AccountType = components['schemas']['AccountType'];

export type User = Read<components['schemas']['User'], ReturnType<typeof userShape>>;

/** GET auth/user/profile/: the profile id and the nested user (spec §3). */
export type UserProfile = Read<components['schemas']['UserProfile'], ReturnType<typeof userProfileShape>>;

/** What every call carries (spec §7), read from the app's state when the call is made (services/api/api-client.ts). */
export interface RequestContext {
  language: Language;
  country: Pick<Country, 'id' | 'code_name'> | null;
  token: string | null;
}

/** An id with its name in both languages (a city, a neighbourhood). */
export type NamedRef = components['schemas']['NamedRef'];

import { api, shaped } from '@/services/api/api-client';
import type { components, operations } from '@/services/api/api-schema';
import { idempotencyHeaders } from '@/services/api/idempotency-header';
import { orEmpty, shapedOrNull } from '@/services/api/lenient-answers';
import type { Read } from '@/services/api/shape';
import type { Paginated, UserProfile } from '@/services/api/types';
import { ALL } from '@/services/shared/locations';
import type { addressShape, deactivatedShape } from './account-shapes';

/** The signed-in person's own account (spec §7): profile fields, phone, addresses, closing. */

/** Each call's answer shape (./account-shapes.ts `ANSWERS`), loaded beside the call by `shaped`. */
const answers = () => import('./account-shapes');

/** Phone numbers change only through the per-user OTP pair (services/auth/auth.ts), once a month. */
export type UserUpdateBody = components['schemas']['UserUpdateBody'];

/**
 * The updated profile when the answer is one (the screens put it in place at once), else null: a
 * backend answering with the bare user, or nothing, still saved it, and the profile is read again.
 */
export async function updateUser(body: UserUpdateBody): Promise<UserProfile | null> {
  return shapedOrNull(answers, 'updatedProfile', api.put<unknown>('auth/user/update/', body));
}

/** ISO time of the last phone change, or null if it never changed (or the answer does not say). */
export async function getLastPhoneChange(): Promise<{ last_change: string | null }> {
  return shaped(answers, 'lastPhoneChange', api.get<unknown>('auth/user/last_phone_change/'));
}

export type Deactivated = Read<
  operations['deactivateAccount']['responses'][200]['content']['application/json'],
  ReturnType<typeof deactivatedShape>
>;

export async function deactivateAccount(body: { password: string }): Promise<Deactivated> {
  // A DRF backend may answer the close with no body (204): read as an empty object, with its fallbacks.
  return shaped(answers, 'deactivated', orEmpty(api.post<unknown>('auth/deactivate/', body)));
}

export type AddressType = components['schemas']['AddressType'];

export type Address = Read<components['schemas']['Address'], ReturnType<typeof addressShape>>;

export type AddressBody = components['schemas']['AddressBody'];

export async function getAddresses(): Promise<Address[]> {
  const answer = api.get<unknown>(`auth/user/addresses?page_size=${ALL}`);
  const addresses: Paginated<Address> = await shaped(answers, 'addresses', answer);
  return addresses.results;
}

/** The new address's id (spec §7 shows no answer; the request being sent names the address by it). */
export async function createAddress(body: AddressBody, key: string): Promise<Pick<Address, 'id'>> {
  return shaped(
    answers,
    'createdAddress',
    api.post<unknown>('auth/create/user/address/', body, { headers: idempotencyHeaders(key) }),
  );
}

/** The answer is not read: the address book is read again. */
export async function updateAddress(id: number, body: AddressBody): Promise<void> {
  await api.put(`auth/update/user/address/${id}`, body);
}

export async function deleteAddress(id: number): Promise<void> {
  await api.delete(`auth/delete/user/address/${id}`);
}

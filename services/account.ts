import { api, checked } from './api-client';
import { idempotencyHeaders } from './idempotency-header';
import { ALL } from './locations';
import type { addressShape } from './answer-checks';
import type { components, operations } from './api-schema';
import type { Read } from './shape';
import type { UserProfile } from './types';

/** The signed-in person's own account (spec §7): profile fields, phone, addresses, closing. */

/** Phone numbers change only through the per-user OTP pair (services/auth.ts), once a month. */
export type UserUpdateBody = components['schemas']['UserUpdateBody'];

export async function updateUser(body: UserUpdateBody): Promise<UserProfile> {
  const { data } = await api.put<UserProfile>('auth/user/update/', body);
  return data;
}

/** ISO time of the last phone change, or null if it never changed. */
export async function getLastPhoneChange(): Promise<{ last_change: string | null }> {
  const { data } = await api.get<{ last_change: string | null }>('auth/user/last_phone_change/');
  return data;
}

export type Deactivated = operations['deactivateAccount']['responses'][200]['content']['application/json'];

export async function deactivateAccount(body: { password: string }): Promise<Deactivated> {
  const { data } = await api.post<Deactivated>('auth/deactivate/', body);
  return data;
}

export type AddressType = components['schemas']['AddressType'];

export type Address = Read<components['schemas']['Address'], ReturnType<typeof addressShape>>;

export type AddressBody = components['schemas']['AddressBody'];

export async function getAddresses(): Promise<Address[]> {
  return (await checked('addresses', api.get<unknown>(`auth/user/addresses?page_size=${ALL}`))).results;
}

export async function createAddress(body: AddressBody, key: string): Promise<Address> {
  const { data } = await api.post<Address>('auth/create/user/address/', body, { headers: idempotencyHeaders(key) });
  return data;
}

export async function updateAddress(id: number, body: AddressBody): Promise<Address> {
  const { data } = await api.put<Address>(`auth/update/user/address/${id}`, body);
  return data;
}

export async function deleteAddress(id: number): Promise<void> {
  await api.delete(`auth/delete/user/address/${id}`);
}

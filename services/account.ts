import { api } from './api-client';
import { idempotencyHeaders } from './idempotency-header';
import { ALL } from './locations';
import type { Gender, Paginated, UserProfile } from './types';

/** The signed-in person's own account (§7): profile fields, phone, addresses, closing. */

/** Phone numbers change only through the per-user OTP pair (services/auth.ts), once a month. */
export interface UserUpdateBody {
  first_name?: string;
  last_name?: string;
  email?: string;
  gender?: Gender;
  company_name?: string | null;
  /** An uploaded image URL (see the upload call in docs/api.md), or null to remove it. */
  profile_photo?: string | null;
  is_service_provider?: boolean;
  /** The current password: required when `email` changes, else ignored (docs/api/accounts.md). */
  password?: string;
}

export async function updateUser(body: UserUpdateBody): Promise<UserProfile> {
  const { data } = await api.put<UserProfile>('auth/user/update/', body);
  return data;
}

/** ISO time of the last phone change, or null if it never changed. */
export async function getLastPhoneChange(): Promise<{ last_change: string | null }> {
  const { data } = await api.get<{ last_change: string | null }>('auth/user/last_phone_change/');
  return data;
}

export interface Deactivated {
  closed_at: string;
  /** The account can be recovered by signing in until this time (30 days). */
  recover_until: string;
}

export async function deactivateAccount(body: { password: string }): Promise<Deactivated> {
  const { data } = await api.post<Deactivated>('auth/deactivate/', body);
  return data;
}

export type AddressType = 'home' | 'work' | 'other';

export interface Address {
  id: number;
  city: number;
  neighborhood: number;
  address_type: AddressType;
  name: string;
  city_name_ar: string;
  city_name_en: string;
  neighborhood_name_ar: string;
  neighborhood_name_en: string;
}

export interface AddressBody {
  city: number;
  neighborhood: number;
  address_type: AddressType;
  name: string;
}

export async function getAddresses(): Promise<Address[]> {
  const { data } = await api.get<Paginated<Address>>(`auth/user/addresses?page_size=${ALL}`);
  return data.results;
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

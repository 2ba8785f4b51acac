import type { User } from '@/services/types';
import { daysAgo } from '../clock';
import { JORDAN_ID } from './locations';

/** A user as the sandbox keeps it: the public User plus what only a backend knows. */
export interface SandboxUser extends User {
  password: string;
  /** Provider profile id when the user has a provider account; the client profile id is the user's profile.id. */
  profile_id: number;
  /** ISO time the account was closed; it can be recovered for 30 days. */
  closed_at: string | null;
  /** ISO time of the last phone change, or null when never changed. */
  last_phone_change: string | null;
}

export interface AccountsSlice {
  users: SandboxUser[];
  /** access token → user id */
  sessions: Record<string, number>;
}

export const DEMO_PASSWORD = 'Password123';

const base = {
  password: DEMO_PASSWORD,
  country: JORDAN_ID,
  gender: null,
  profile_photo: null,
  company_name: null,
  closed_at: null,
  last_phone_change: null,
  has_provider_account: false,
  is_service_provider: false,
  is_email_verified: true,
  account_type: 'personal',
  language: 'ar',
} as const;

export function seedAccounts(): AccountsSlice {
  return {
    users: [
      {
        ...base,
        id: 1,
        profile_id: 101,
        first_name: 'سارة',
        last_name: 'الخطيب',
        email: 'client@sandbox.test',
        phone_number: '+962791234567',
        gender: 'female',
        date_joined: daysAgo(200),
      },
    ],
    sessions: {},
  };
}

/** Account scenarios (see mocks/scenarios.ts). */
export const accountScenarios: Record<string, (state: import('../db').SandboxState) => void> = {};

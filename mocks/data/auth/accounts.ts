import { daysAgo } from '../../shared/clock';
import { CLIENT_ADDRESSES, type SandboxAddress } from '../settings/addresses';
import { DEMO_USER_IDS } from '../shared/ids';
import { JORDAN_ID } from '../shared/locations';
import type { InboxMessage } from './inbox';
import type { LoginFailures, OtpAttempts, TokenUse } from '../../rules/auth/accounts';
import type { SessionTokens } from '../../rules/auth/sessions';
import type { User } from '../shared/records';

/** A user as the sandbox keeps it: the public User plus what only a backend knows. */
export interface SandboxUser extends User {
  password: string;
  /** The client profile id (GET auth/user/profile/ answers `{id: profile_id, user}`); distinct from the user id. */
  profile_id: number;
  /** ISO time the account was closed; it can be recovered for 30 days. */
  closed_at: string | null;
  /** ISO time of the last phone change, or null when never changed. */
  last_phone_change: string | null;
  /** False when the phone was typed without a code (a Google sign-up); absent: it came through one. */
  phone_verified?: boolean;
}

/** One code sent over WhatsApp; `hashed_id` is the name the app verifies it with. */
export interface OtpRecord extends OtpAttempts {
  hashed_id: string;
  phone_number: string;
  /** `no-user`: phone login, phone-first sign-up, reset by phone; `user`: a signed-in phone change. */
  purpose: 'no-user' | 'user';
  /** The signed-in user a `user` code belongs to. */
  user_id: number | null;
}

/** An emailed one-time link's token. */
export interface EmailToken extends TokenUse {
  token: string;
  user_id: number;
  /** The address the link was sent to: a verify link is void once the email changed. */
  email: string;
}

/** One sign-in: its current token pair (rotated by a refresh), ended by logout, a password change or an account close. */
export interface SandboxSession extends SessionTokens {
  user_id: number;
}

export interface AccountsSlice {
  users: SandboxUser[];
  sessions: SandboxSession[];
  /** identifier (lower-case email or normalised phone) → its failed sign-ins */
  loginFailures: Record<string, LoginFailures>;
  /** `<limit>|account|<who>` or `<limit>|client|<who>` → ISO times of the calls in the window (mocks/tables/shared/rate-limits.ts) */
  rateHits: Record<string, string[]>;
  /** phone number → ISO times codes were sent to it (the last day's) */
  otpRequests: Record<string, string[]>;
  /** hashed_id → the code */
  otps: Record<string, OtpRecord>;
  /** phone number → ISO time it was verified with a no-user code (for phone-first sign-up) */
  verifiedPhones: Record<string, string>;
  tokens: EmailToken[];
  addresses: SandboxAddress[];
  /** Every code and link "sent", oldest first. */
  inbox: InboxMessage[];
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

const provider = { is_service_provider: true, has_provider_account: true } as const;

export function seedAccounts(): AccountsSlice {
  return {
    users: [
      {
        ...base,
        id: DEMO_USER_IDS.client,
        profile_id: 101,
        first_name: 'سارة',
        last_name: 'الخطيب',
        email: 'client@sandbox.test',
        phone_number: '+962791234567',
        gender: 'female',
        date_joined: daysAgo(200),
        last_phone_change: daysAgo(40),
      },
      {
        ...base,
        ...provider,
        id: DEMO_USER_IDS.provider,
        profile_id: 102,
        first_name: 'عمر',
        last_name: 'حداد',
        email: 'provider@sandbox.test',
        phone_number: '+962781234567',
        gender: 'male',
        date_joined: daysAgo(420),
        last_phone_change: daysAgo(5),
      },
      {
        ...base,
        ...provider,
        id: DEMO_USER_IDS.company,
        profile_id: 103,
        first_name: 'خالد',
        last_name: 'النوري',
        email: 'company@sandbox.test',
        phone_number: '+962771234567',
        gender: 'male',
        account_type: 'company',
        company_name: 'Al-Noor Cleaning Co.',
        date_joined: daysAgo(730),
      },
      {
        ...base,
        ...provider,
        id: DEMO_USER_IDS.busyProvider,
        profile_id: 104,
        first_name: 'يوسف',
        last_name: 'العلي',
        email: 'busy.provider@sandbox.test',
        phone_number: '+962795551234',
        gender: 'male',
        date_joined: daysAgo(90),
      },
      {
        ...base,
        id: DEMO_USER_IDS.closed,
        profile_id: 105,
        first_name: 'ريم',
        last_name: 'سالم',
        email: 'closed@sandbox.test',
        phone_number: '+962796661234',
        gender: 'female',
        date_joined: daysAgo(300),
        closed_at: daysAgo(10),
      },
      {
        ...base,
        id: DEMO_USER_IDS.unverified,
        profile_id: 106,
        first_name: 'ليث',
        last_name: 'جابر',
        email: 'unverified@sandbox.test',
        phone_number: '+962797771234',
        gender: 'male',
        is_email_verified: false,
        date_joined: daysAgo(2),
      },
    ],
    sessions: [],
    loginFailures: {},
    rateHits: {},
    otpRequests: {},
    otps: {},
    verifiedPhones: {},
    tokens: [],
    addresses: [{ ...CLIENT_ADDRESSES.home }, { ...CLIENT_ADDRESSES.work }],
    inbox: [],
  };
}

export type DemoKey = keyof typeof DEMO_USER_IDS;

/** A demo account's login, as the sandbox dock, the Google page and the tests name it. */
export interface DemoLogin {
  key: DemoKey;
  id: number;
  /** The id GET auth/user/profile/ answers with (not the user id). */
  profileId: number;
  email: string;
  phone: string;
  password: string;
  role: 'client' | 'provider';
  /** First and last name as seeded (Arabic). */
  name: string;
}

/** The demo accounts' logins, read from the seed (one source of truth). */
export function demoLogins(): DemoLogin[] {
  const users = seedAccounts().users;
  return (Object.keys(DEMO_USER_IDS) as DemoKey[]).map((key) => {
    const user = users.find((item) => item.id === DEMO_USER_IDS[key]);
    if (!user?.phone_number) throw new Error(`The seed lacks the demo account ${key}`);
    return {
      key,
      id: user.id,
      profileId: user.profile_id,
      email: user.email,
      phone: user.phone_number,
      password: user.password,
      role: user.is_service_provider ? 'provider' : 'client',
      name: `${user.first_name} ${user.last_name}`,
    };
  });
}

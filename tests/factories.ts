/**
 * Data shared by vitest and Playwright: the sandbox's demo accounts and fixed
 * values, so tests name them once. They are read from the sandbox's seed
 * (mocks/data/accounts.ts), all with the password `DEMO_PASSWORD`:
 * - client: Sara Al-Khatib, two addresses in Amman, phone changed 40 days ago (may change it);
 * - provider: Omar Haddad, individual provider, phone changed 5 days ago (once-a-month rule blocks a change);
 * - company: Al-Noor Cleaning Co., a company provider;
 * - busyProvider: a provider with no free offers left today and no balance;
 * - closed: a client who closed the account 10 days ago (signing in recovers it);
 * - unverified: a client whose email is not verified.
 */
import { DEMO_PASSWORD, demoLogins, type DemoKey, type DemoLogin } from '@/mocks/data/accounts';

export { DEMO_PASSWORD };
export type { DemoLogin };

export const DEMO = Object.fromEntries(demoLogins().map((login) => [login.key, login])) as Record<DemoKey, DemoLogin>;

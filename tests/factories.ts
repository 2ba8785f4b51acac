/**
 * Data shared by vitest and Playwright: the sandbox's demo accounts and fixed
 * values, so tests name them once. (The sandbox seeds these same records.)
 */
export { DEMO_PASSWORD } from '@/mocks/data/accounts';

export const DEMO = {
  client: { email: 'client@sandbox.test', phone: '+962791234567' },
} as const;

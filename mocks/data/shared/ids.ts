/**
 * The ids every seed names its people by: the demo accounts (tests/factories.ts re-exports them with
 * their logins). Seeded records are numbered by table: addresses 201…, provider profiles 301…,
 * requests 6001…, offers 7001…, ratings 8001…, report 8501, notifications 9001… (a request's
 * reference reads like JO-2026-006001); what the sandbox makes later counts on from 10,001 (`db.nextId`).
 */
export const DEMO_USER_IDS = {
  client: 1,
  provider: 2,
  company: 3,
  busyProvider: 4,
  closed: 5,
  unverified: 6,
} as const;

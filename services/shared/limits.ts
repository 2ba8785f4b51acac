/**
 * The product's limits (prices, image counts and sizes, lengths, free offers; spec §5, §9), once. The app's validation and the sandbox's
 * business rules both read them from here.
 */
export const LIMITS = {
  passwordMin: 8,
  /** Longest accepted texts (the contract: address names 1–100; Django's user fields: 150 for names, 128 for passwords). */
  passwordMax: 128,
  nameMax: 150,
  addressNameMax: 100,
  companyNameMax: 100,
  otpLength: 6,
  /** Seconds before "resend code" is offered again. */
  otpResendSeconds: 60,
  offerPriceMin: 10,
  offerPriceMax: 10_000,
  freeOffersPerDay: 5,
  imageMaxBytes: 5 * 1024 * 1024,
  requestImagesMax: 5,
  providerGalleryMax: 6,
  requestCommentMax: 1000,
  providerLanguagesMax: 4,
  providerCitiesMax: 1,
  accountRecoveryDays: 30,
  /** Phone and service-location changes: once a month. */
  changeIntervalMonths: 1,
  voiceSeconds: 30,
  /** Too many OTP requests or attempts lock for this long. */
  lockHours: 24,
  toastMs: 9000,
  listPageSize: 99999,
  /** Marketplace (designed, docs/api/marketplace.md): each rating criterion's range, */
  ratingMin: 1,
  ratingMax: 5,
  /** what one offer costs (JOD) once the day's free offers are used, the longest offers pause. */
  offerCostJod: 1,
  /** A paid offer its client has not seen this many hours after sending comes back to the balance. */
  creditAfterHours: 48,
  /** The provider's funnel on submitted offers: the offers sent in this many days (GET jobs/submitted-offers/funnel/). */
  funnelDays: 30,
  pauseDaysMax: 30,
  /** Designed daily spending limit (JOD, whole dinars; null = none): PATCH provider/balance/. */
  dailyCapMinJod: 1,
  dailyCapMaxJod: 1000,
  /** Designed top-up bounds (JOD, whole dinars): POST provider/balance/top-up/. */
  topUpMinJod: 5,
  topUpMaxJod: 500,
  /** A provider's description (designed). */
  providerDescriptionMax: 1000,
  /**
   * Free text (designed where spec §5 is silent; docs/api.md "Limits" lists every field): the screens'
   * maxLength, counters and yup rules and the sandbox's 400s all read these. Lengths are UTF-16
   * code units, as `maxLength` and `String.length` count them.
   */
  emailMax: 254,
  offerDetailsMax: 1000,
  /** Cancel or close a request, turn down or withdraw an offer, hide or delete a job. */
  reasonMax: 500,
  ratingExperienceMax: 1000,
  reportExplanationMax: 1000,
  /** A dynamic question's answer: `text` (a line) and `text_area` (lines). */
  textAnswerMax: 200,
  textAreaAnswerMax: 1000,
  contactDetailsMax: 1000,
} as const;

/**
 * Abuse limits (designed, docs/api/accounts.md "Abuse limits"): how many calls one account
 * and one client may make within the window; one more answers 429 with `Retry-After`.
 * "Account" is the email (or user) the call is about or made by; "client" is the caller's
 * IP address on a real backend (the sandbox: the browser, see mocks/tables/shared/rate-limits.ts).
 * Sign-in counts failures only: `perAccount` failures of one account from one client lock that
 * pair for `lockSeconds`, so a stranger elsewhere cannot lock the owner out.
 */
export interface RateLimit {
  perAccount: number;
  perClient: number;
  windowSeconds: number;
  /** Sign-in only: how long reaching `perAccount` failures locks the account for that client. */
  lockSeconds?: number;
}

const HOUR_SECONDS = 60 * 60;

export const RATE_LIMITS = {
  signIn: { perAccount: 5, perClient: 20, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  forgotPassword: { perAccount: 3, perClient: 10, windowSeconds: HOUR_SECONDS },
  verificationResend: { perAccount: 3, perClient: 10, windowSeconds: HOUR_SECONDS },
  guestContact: { perAccount: 3, perClient: 5, windowSeconds: HOUR_SECONDS },
  report: { perAccount: 10, perClient: 20, windowSeconds: 24 * HOUR_SECONDS },
  invite: { perAccount: 30, perClient: 60, windowSeconds: 24 * HOUR_SECONDS },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Accepted image types (the upload hint also lists WEBP and GIF); PDF is always rejected. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** An email (spec §5): letters, digits and . _ % + - before @, a domain, a dot, then 2 to 4 letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

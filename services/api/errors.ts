import type { CatalogueKey } from '@/locales/keys';
import { messageKeyOf, type MessageKey } from './message-keys';

/**
 * Every failed call becomes one AppError, once (in the API client). Screens then
 * map it to copy with `errorCopy` instead of reading axios internals.
 */
/**
 * Why no answer came (status 0): the device was offline (the call was not sent, or could not leave),
 * the app stopped waiting (services/api/timeouts.ts: the outcome is unknown, the key is kept), or the
 * user it was made for logged out meanwhile (services/api/api-client.ts `leaveSessionCalls`: whatever
 * it answers is not read).
 */
export type Unanswered = 'offline' | 'timeout' | 'signed-out';

export class AppError extends Error {
  constructor(
    /** 0 for a network failure or a crash before the server answered. */
    readonly status: number,
    /** The server's `error` text, as sent. */
    readonly serverMessage: string | undefined,
    /** Per-field messages the server sent, if any. */
    readonly fields: Readonly<Record<string, string>> = {},
    /** Why no answer came, when that is known (offline, timeout). */
    readonly unanswered?: Unanswered,
    /** A 429's `retry_after` (or `Retry-After` header): seconds until the call is allowed again. */
    readonly retryAfterSeconds?: number,
    /** The answer came but not in the documented shape: the call and what was wrong (services/api/checked-answer.ts). */
    readonly malformed?: string,
    /** Designed: the answer's `code`, why it was refused, for the screen to act on (e.g. `daily_spend_cap`). */
    readonly code?: string,
  ) {
    super(malformed ?? serverMessage ?? `Request failed (${status})`);
    this.name = 'AppError';
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }

  /** The catalogue key the server's text matches, if it matches one. */
  get messageKey(): MessageKey | undefined {
    return this.serverMessage ? messageKeyOf(this.serverMessage) : undefined;
  }
}

/** The browser says it has no network (`navigator.onLine`); a server-side render never is. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A call refused before it left, the device being offline. */
export const offlineError = (): AppError => new AppError(0, undefined, {}, 'offline');

/**
 * Any failure as an AppError. A call's failure is one already (services/api/http-failure.ts reads the
 * answer in the API client's own chunk); anything else (a chunk that did not load, a crash) is a
 * failure before any answer.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return new AppError(0, error instanceof Error ? error.message : undefined);
}

/** 'Wrong region' is never shown to anyone (spec §8), nor a call of a user who has logged out since. */
export function isSuppressed(error: AppError): boolean {
  return error.messageKey === 'WRONG_REGION' || error.unanswered === 'signed-out';
}

/** No answer: offline (nothing sent), or the app stopped waiting (an app text, in `common`). */
const UNANSWERED_COPY = {
  offline: 'MESSAGES:OFFLINE',
  timeout: 'common:timedOut',
  'signed-out': 'MESSAGES:ERROR_MESSAGE',
} as const;

/**
 * What to say about an error: an i18n key (`MESSAGES:…`) when the text is in the
 * catalogue, the server's own text when it is not, else the generic message.
 */
export function errorCopy(
  error: AppError,
): { message: CatalogueKey | 'common:timedOut'; raw: false } | { message: string; raw: true } {
  if (error.messageKey) return { message: `MESSAGES:${error.messageKey}` as const, raw: false };
  if (error.unanswered) return { message: UNANSWERED_COPY[error.unanswered], raw: false };
  if (error.isNetwork) return { message: 'MESSAGES:NETWORK_ERROR', raw: false };
  if (error.serverMessage) return { message: error.serverMessage, raw: true };
  return { message: 'MESSAGES:ERROR_MESSAGE', raw: false };
}

/** When a refused call may be tried again, in the unit the reader wants: minutes under an hour, else hours. */
export function retryCopy(
  error: AppError,
): { key: 'common:retryIn.minutes' | 'common:retryIn.hours'; count: number } | null {
  const seconds = error.retryAfterSeconds;
  if (!seconds) return null;
  if (seconds <= 60 * 60) return { key: 'common:retryIn.minutes', count: Math.max(1, Math.ceil(seconds / 60)) };
  return { key: 'common:retryIn.hours', count: Math.ceil(seconds / 3600) };
}

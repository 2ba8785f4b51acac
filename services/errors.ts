import type { CatalogueKey } from '@/locales/keys';
import { errorBodyOf } from './error-body';
import { messageKeyOf, type MessageKey } from './message-keys';

/**
 * Every failed call becomes one AppError, once (in the API client). Screens then
 * map it to copy with `errorCopy` instead of reading axios internals.
 */
/**
 * Why no answer came (status 0): the device was offline (the call was not sent, or could not leave), or
 * the app stopped waiting (services/timeouts.ts: the outcome is unknown, the key is kept).
 */
export type Unanswered = 'offline' | 'timeout';

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
    /** The answer came but not in the documented shape: the call and what was wrong (services/checked-answer.ts). */
    readonly malformed?: string,
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

/** Whole seconds from the body's `retry_after`, else the `Retry-After` header (seconds form). */
export function retryAfterOf(data: unknown, header: unknown): number | undefined {
  const fromBody = data && typeof data === 'object' ? (data as Record<string, unknown>).retry_after : undefined;
  const seconds =
    typeof fromBody === 'number'
      ? fromBody
      : typeof header === 'string' && /^\d+$/.test(header.trim())
        ? Number(header)
        : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** The browser says it has no network (`navigator.onLine`); a server-side render never is. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A call refused before it left, the device being offline. */
export const offlineError = (): AppError => new AppError(0, undefined, {}, 'offline');

/** An HTTP client's failure (axios marks its errors so; services/axios-client.ts), read without axios's code. */
interface HttpFailure {
  isAxiosError: true;
  response?: { data: unknown; status: number; headers?: unknown };
}

function isHttpFailure(error: unknown): error is HttpFailure {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isHttpFailure(error)) {
    if (!error.response) return new AppError(0, undefined, {}, isOffline() ? 'offline' : undefined);
    const { data, status, headers } = error.response;
    // Ours, or DRF's own shapes (services/error-body.ts); a 5xx HTML page says nothing: the generic error.
    const { error: message, fields } = errorBodyOf(data);
    const retryAfter =
      status === 429
        ? retryAfterOf(data, (headers as Record<string, unknown> | undefined)?.['retry-after'])
        : undefined;
    return new AppError(status, message, fields, undefined, retryAfter);
  }
  return new AppError(0, error instanceof Error ? error.message : undefined);
}

/** 'Wrong region' is never shown to anyone (spec §8). */
export function isSuppressed(error: AppError): boolean {
  return error.messageKey === 'WRONG_REGION';
}

/** No answer: offline (nothing sent), or the app stopped waiting (an app text, in `common`). */
const UNANSWERED_COPY = { offline: 'MESSAGES:OFFLINE', timeout: 'common:timedOut' } as const;

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

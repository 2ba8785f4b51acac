import { errorBodyOf } from './error-body';
import { AppError, isOffline, toAppError } from './errors';

/*
 * A failed call read as an AppError, in the API client's own chunk (services/api/axios-client.ts): the
 * answer's message and field errors in our shape or DRF's (services/api/error-body.ts), a 429's wait.
 * No route's first load carries it.
 */

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

/** An HTTP client's failure (axios marks its errors so), read without axios's code. */
interface HttpFailure {
  isAxiosError: true;
  response?: { data: unknown; status: number; headers?: unknown };
}

function isHttpFailure(error: unknown): error is HttpFailure {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

export function fromHttpFailure(error: unknown): AppError {
  if (!isHttpFailure(error)) return toAppError(error);
  if (!error.response) return new AppError(0, undefined, {}, isOffline() ? 'offline' : undefined);
  const { data, status, headers } = error.response;
  // Ours, or DRF's own shapes; a 5xx HTML page says nothing: the generic error.
  const { error: message, fields, code } = errorBodyOf(data);
  const retryAfter =
    status === 429 ? retryAfterOf(data, (headers as Record<string, unknown> | undefined)?.['retry-after']) : undefined;
  return new AppError(status, message, fields, undefined, retryAfter, undefined, code);
}

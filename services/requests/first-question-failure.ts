import type { AppError } from '@/services/api/errors';

/**
 * The question form could not read its first question: is it worth trying again? A network failure
 * or a server error (5xx) is: the form says the spec's 'Failed to fetch first question' with a retry.
 * Anything the server decided (404 'No questions found for this user type', 'Failed to fetch first
 * question' for an unknown service, 403 …) is not: its own message is shown, with the way back.
 */
export function firstQuestionRetryable(error: Pick<AppError, 'status'>): boolean {
  return error.status === 0 || error.status >= 500;
}

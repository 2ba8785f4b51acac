import { MESSAGE_TEXT } from '@/services/api/messages';
import { CLIENT_CRITERIA, PROVIDER_CRITERIA } from '@/services/reviews';
import { LIMITS } from '@/services/shared/limits';

/* A rating's scores: each criterion in range, and their mean. */

/** Each criterion an integer in range; no criterion missing or extra. */
export function scoresError(role: 'client' | 'provider', scores: Record<string, number>): Record<string, string> {
  const criteria: readonly string[] = role === 'client' ? CLIENT_CRITERIA : PROVIDER_CRITERIA;
  const errors: Record<string, string> = {};
  for (const criterion of criteria) {
    const score = scores[criterion];
    if (score === undefined) errors[criterion] = MESSAGE_TEXT.FIELD_REQUIRED;
    else if (!Number.isInteger(score) || score < LIMITS.ratingMin || score > LIMITS.ratingMax) {
      errors[criterion] = `Choose from ${LIMITS.ratingMin} to ${LIMITS.ratingMax}`;
    }
  }
  return errors;
}

/** A rating's mean score over the criteria it has (0 for none). */
export function averageScore(scores: Partial<Record<string, number>>): number {
  const values = Object.values(scores).filter((score): score is number => score !== undefined);
  return values.length ? values.reduce((sum, score) => sum + score, 0) / values.length : 0;
}

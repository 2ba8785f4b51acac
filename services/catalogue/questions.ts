import { api, shaped } from '@/services/api/api-client';
import type { Question, QuestionUserType } from './catalogue';

/*
 * A service's question flow (spec §5), the request form's calls: apart from the
 * catalogue's list so that the pages showing the catalogue (the home first) do not carry them.
 */

/** Each call's answer shape (./catalogue-shapes.ts `ANSWERS`), loaded beside the call by `shaped`. */
const answers = () => import('./catalogue-shapes');

/** 404 "No questions found for this user type" when the flow is empty; 404 "Failed to fetch first question" for an unknown service. */
export async function getFirstQuestion(subServiceId: number, userType: QuestionUserType): Promise<Question> {
  const answer = api.get<unknown>(`services/sub-services/${subServiceId}/questions/first/`, {
    params: { user_type: userType },
  });
  return shaped(answers, 'firstQuestion', answer);
}

/** The question after `questionId` given its answer; `question` is null after the last one. */
export async function getNextQuestion(questionId: number, optionIds: number[]): Promise<{ question: Question | null }> {
  const answer = api.post<unknown>(`services/questions/${questionId}/next/`, { option_ids: optionIds });
  return shaped(answers, 'nextQuestion', answer);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogueKeys } from '@/hooks/catalogue';
import { useGuardedMutation } from '@/hooks/shared/use-guarded-mutation';
import { getFirstQuestion, getNextQuestion, type Answer } from '@/services/catalogue';

/** A client's question flow (the request dialog's own chunk, kept out of the catalogue pages). */
export const questionKeys = {
  first: (subService: number) => [...catalogueKeys.all, 'first-question', subService, 'client'] as const,
};

/** A service's first question for a client; its errors ('No questions found…') are shown in the dialog. */
export const firstQuestionQueryOptions = (subService: number) =>
  queryOptions({
    queryKey: questionKeys.first(subService),
    queryFn: () => getFirstQuestion(subService, 'client'),
    staleTime: Infinity,
    retry: false,
    meta: { toastsError: false },
  });

export const useFirstQuestion = (subService: number, enabled: boolean) =>
  useQuery({ ...firstQuestionQueryOptions(subService), enabled });

/** The option ids an answer sends to `questions/{id}/next/` (none for text). */
export function optionIdsOf(answer: Answer | undefined): number[] {
  if (typeof answer === 'number') return [answer];
  return Array.isArray(answer) ? answer : [];
}

/** The question after one (a chosen option may jump ahead); null after the last. */
export const useNextQuestion = () =>
  useGuardedMutation({
    mutationFn: ({ question, answer }: { question: number; answer: Answer | undefined }) =>
      getNextQuestion(question, optionIdsOf(answer)),
  });

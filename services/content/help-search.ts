import { foldForSearch, queryWords } from '@/services/catalogue';
import type { HelpQuestion, HelpTopic } from './content';

export type Audience = HelpTopic['audience'];

/** The topics for a reader on one side of the marketplace: theirs and the ones for everyone. */
export function topicsFor(topics: readonly HelpTopic[], role: 'client' | 'provider'): HelpTopic[] {
  return topics.filter((topic) => topic.audience === 'all' || topic.audience === role);
}

export interface HelpMatch {
  topic: HelpTopic;
  question: HelpQuestion;
}

/**
 * Questions whose question or answer, in either language, holds every word of the query
 * (folded as the services search folds: case, Arabic spelling variants, Arabic-Indic digits).
 */
export function searchHelp(topics: readonly HelpTopic[], query: string): HelpMatch[] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  return topics.flatMap((topic) =>
    topic.questions
      .filter((question) => {
        const text = foldForSearch(
          `${question.question_ar} ${question.question_en} ${question.answer_ar} ${question.answer_en}`,
        );
        return words.every((word) => text.includes(word));
      })
      .map((question) => ({ topic, question })),
  );
}

/** The anchor of a question on its topic's page (`#question-12` opens it). */
export function questionAnchor(id: number): string {
  return `question-${id}`;
}

/** The question a `#question-12` hash points at, or null. */
export function questionFromHash(hash: string): number | null {
  const match = /^#?question-(\d+)$/.exec(hash);
  return match ? Number(match[1]) : null;
}

import { api } from './api-client';
import type { components } from './api-schema';
import type { Paginated } from './types';

/** One of the icon keys the app draws for a category or a sub-service. */
export type CatalogueIcon = components['schemas']['CatalogueIcon'];

export type SubService = components['schemas']['SubService'];

export type MainCategory = components['schemas']['MainCategory'];

export type QuestionType = components['schemas']['QuestionType'];

/** Who answers a question flow: the client asking for the service or the provider offering it. */
export type QuestionUserType = 'client' | 'provider';

export type QuestionOption = components['schemas']['Question']['options'][number];

export type Question = components['schemas']['Question'];

/** An answer: text for text/text_area, an option id for a single choice, option ids for a multiple choice. */
export type Answer = string | number | number[] | null;

/** Answers keyed by question id (spec §5). */
export type Answers = Record<string, Answer>;

/** The list size the spec asks for: effectively all. */
const ALL = 99999;

export async function getMainCategories(): Promise<MainCategory[]> {
  const { data } = await api.get<Paginated<MainCategory>>(`services/main-categories/?page_size=${ALL}`);
  return data.results;
}

export async function getMainCategory(id: number): Promise<MainCategory> {
  const { data } = await api.get<MainCategory>(`services/main-categories/${id}/`);
  return data;
}

export async function getSubService(id: number): Promise<SubService> {
  const { data } = await api.get<SubService>(`services/sub-services/${id}/`);
  return data;
}

/** 404 "No questions found for this user type" when the flow is empty; 404 "Failed to fetch first question" for an unknown service. */
export async function getFirstQuestion(subServiceId: number, userType: QuestionUserType): Promise<Question> {
  const { data } = await api.get<Question>(`services/sub-services/${subServiceId}/questions/first/`, {
    params: { user_type: userType },
  });
  return data;
}

/** The question after `questionId` given its answer; `question` is null after the last one. */
export async function getNextQuestion(questionId: number, optionIds: number[]): Promise<{ question: Question | null }> {
  const { data } = await api.post<{ question: Question | null }>(`services/questions/${questionId}/next/`, {
    option_ids: optionIds,
  });
  return data;
}

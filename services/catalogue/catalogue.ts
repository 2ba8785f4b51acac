import { api, shaped } from '@/services/api/api-client';
import type { components } from '@/services/api/api-schema';
import type { Read } from '@/services/api/shape';
import type { Paginated } from '@/services/api/types';
import type { mainCategoryShape, questionShape, subServiceShape } from './catalogue-shapes';

/** Each call's answer shape (./catalogue-shapes.ts `ANSWERS`), loaded beside the call by `shaped`. */
const answers = () => import('./catalogue-shapes');

export type SubService = Read<components['schemas']['SubService'], ReturnType<typeof subServiceShape>>;

export type MainCategory = Read<components['schemas']['MainCategory'], ReturnType<typeof mainCategoryShape>>;

export type QuestionType = components['schemas']['QuestionType'];

/** Who answers a question flow: the client asking for the service or the provider offering it. */
export type QuestionUserType = 'client' | 'provider';

export type QuestionOption = Question['options'][number];

export type Question = Read<components['schemas']['Question'], ReturnType<typeof questionShape>>;

/** An answer: text for text/text_area, an option id for a single choice, option ids for a multiple choice. */
export type Answer = string | number | number[] | null;

/** Answers keyed by question id (spec §5). */
export type Answers = Record<string, Answer>;

/** The list size the spec asks for: effectively all. */
const ALL = 99999;

export async function getMainCategories(): Promise<MainCategory[]> {
  const answer = api.get<unknown>(`services/main-categories/?page_size=${ALL}`);
  const categories: Paginated<MainCategory> = await shaped(answers, 'categories', answer);
  return categories.results;
}

export async function getMainCategory(id: number): Promise<MainCategory> {
  return shaped(answers, 'category', api.get<unknown>(`services/main-categories/${id}/`));
}

export async function getSubService(id: number): Promise<SubService> {
  return shaped(answers, 'subService', api.get<unknown>(`services/sub-services/${id}/`));
}

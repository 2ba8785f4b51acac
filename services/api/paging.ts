import { api, shaped } from './api-client';
import type { AnswersLoader, AnswerTable } from './shape';
import type { Paginated } from './types';

/** The next page's number from a DRF `next` link, or undefined on the last page. */
export function nextPageOf(next: string | null): number | undefined {
  if (!next) return undefined;
  const page = Number(new URL(next, 'http://localhost').searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : undefined;
}

/** Items per page when a list is read whole (DRF's usual `max_page_size`; a server may send fewer). */
export const WHOLE_LIST_PAGE_SIZE = 100;

/**
 * A list a screen must hold whole (offers to compare and hire, a calendar, a picker): every page,
 * following `next` until it is null. A `next` that does not move forward ends the reading.
 * Each page is read through the domain's rule `name` (services/api/api-client.ts `shaped`); a page without `next`, or a
 * plain array, is the last.
 */
export async function readAllPages<T, A extends AnswerTable = AnswerTable>(
  path: string,
  answers: AnswersLoader<A>,
  name: keyof A & string,
  params: Record<string, string | number> = {},
): Promise<T[]> {
  const items: T[] = [];
  let page: number | undefined = 1;
  while (page !== undefined) {
    const answer = api.get<unknown>(path, { params: { ...params, page, page_size: WHOLE_LIST_PAGE_SIZE } });
    const data: Paginated<T> = await shaped(answers, name, answer);
    items.push(...data.results);
    const next = nextPageOf(data.next);
    page = next !== undefined && next > page ? next : undefined;
  }
  return items;
}

import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useKeyedMutation } from '@/hooks/shared/use-keyed-mutation';
import type { KeyStore } from '@/services/api/idempotency';
import { nextPageOf } from '@/services/api/paging';
import {
  getArticle,
  getArticles,
  getHelpTopic,
  getHelpTopics,
  sendContactMessage,
  type ContactMessageBody,
} from '@/services/content/content';
import { contentKeys } from './use-content';

/** Articles and the help center (guests too): keys under `contentKeys.all`. */
export const readingKeys = {
  articles: () => [...contentKeys.all, 'articles'] as const,
  article: (id: number) => [...contentKeys.all, 'articles', id] as const,
  helpTopics: () => [...contentKeys.all, 'help-topics'] as const,
  helpTopic: (id: number) => [...contentKeys.all, 'help-topics', id] as const,
};

/** Reading text changes rarely: kept fresh for five minutes. */
const FRESH = 5 * 60_000;

export const articlesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: readingKeys.articles(),
    queryFn: ({ pageParam }) => getArticles(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.next),
    staleTime: FRESH,
  });

export const useArticles = () => useInfiniteQuery(articlesQueryOptions());

export const articleQueryOptions = (id: number) =>
  queryOptions({ queryKey: readingKeys.article(id), queryFn: () => getArticle(id), staleTime: FRESH });

/** The screen shows a 404 itself ('The article not found'), so no toast. */
export const useArticle = (id: number | null) =>
  useQuery({ ...articleQueryOptions(id ?? 0), enabled: id !== null, meta: { toastsError: false } });

export const helpTopicsQueryOptions = () =>
  queryOptions({ queryKey: readingKeys.helpTopics(), queryFn: getHelpTopics, staleTime: FRESH });

export const useHelpTopics = () => useQuery(helpTopicsQueryOptions());

export const helpTopicQueryOptions = (id: number) =>
  queryOptions({ queryKey: readingKeys.helpTopic(id), queryFn: () => getHelpTopic(id), staleTime: FRESH });

export const useHelpTopic = (id: number | null) =>
  useQuery({ ...helpTopicQueryOptions(id ?? 0), enabled: id !== null, meta: { toastsError: false } });

/** Contact us: the form shows the error itself (and keeps the draft, with its idempotency key: `keys`). */
export const useSendContactMessage = (keys?: KeyStore) =>
  useKeyedMutation((body: ContactMessageBody, key) => sendContactMessage(body, key), undefined, keys);

import { api } from './api-client';
import { checkedAnswer } from './checked-answer';
import { localizedName, localizedText, noItems } from './fallbacks';
import { idempotencyHeaders } from './idempotency-header';
import { readAllPages } from './paging';
import { listOf, objectOf, oneOf, optional, orElse, pageOf, type Read } from './shape';
import type { components } from './api-schema';
import type { Paginated } from './types';

export type ArticleSummary = Read<components['schemas']['ArticleSummary'], ReturnType<typeof articleSummaryShape>>;

export type Article = Read<components['schemas']['Article'], ReturnType<typeof articleShape>>;

export type HelpQuestion = HelpTopic['questions'][number];

export type HelpTopic = Read<components['schemas']['HelpTopic'], ReturnType<typeof helpTopicShape>>;

export type Testimonial = Read<components['schemas']['Testimonial'], ReturnType<typeof testimonialShape>>;

/** Designed: an article needs its id (its page's address); the rest falls back to showing less. */
const articleSummaryFields = () =>
  ({
    id: 'number',
    ...localizedName('title'),
    ...localizedText('summary'),
    cover_image: optional('string', 'no cover picture'),
    reading_minutes: optional('number', 'no reading time'),
    published_at: optional('string', 'no date'),
  }) as const;
export const articleSummaryShape = () => objectOf(articleSummaryFields());
export const articleShape = () => objectOf({ ...articleSummaryFields(), ...localizedText('body') });
export const helpTopicShape = () =>
  objectOf({
    id: 'number',
    ...localizedName('title'),
    audience: orElse(oneOf(['client', 'provider', 'all']), 'everyone', () => 'all'),
    questions: orElse(
      listOf(objectOf({ id: 'number', ...localizedText('question'), ...localizedText('answer') })),
      'no questions',
      noItems,
    ),
  });
export const testimonialShape = () =>
  objectOf({
    id: 'number',
    ...localizedText('name'),
    ...localizedText('quote'),
    ...localizedText('city'),
    role: optional(oneOf(['client', 'provider']), 'no role line'),
    rating: optional('number', 'no stars'),
  });

export const CONTACT_TOPICS = ['general', 'account', 'requests', 'offers', 'payments', 'report_problem'] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export type ContactMessageBody = components['schemas']['ContactMessageBody'];

export type ContactMessage = components['schemas']['ContactMessage'];

export async function getArticles(page = 1): Promise<Paginated<ArticleSummary>> {
  const { data, status } = await api.get<unknown>('articles/', { params: { page } });
  return checkedAnswer<Paginated<ArticleSummary>>('GET articles/', data, pageOf(articleSummaryShape()), status);
}

/** 404 "The article not found". */
export async function getArticle(id: number): Promise<Article> {
  const { data, status } = await api.get<unknown>(`articles/${id}/`);
  return checkedAnswer<Article>('GET articles/{id}/', data, articleShape(), status);
}

/** Every help topic, all pages (the center lists and searches them all). */
export function getHelpTopics(): Promise<HelpTopic[]> {
  return readAllPages<HelpTopic>('help-center/topics/', 'GET help-center/topics/', helpTopicShape());
}

export async function getHelpTopic(id: number): Promise<HelpTopic> {
  const { data, status } = await api.get<unknown>(`help-center/topics/${id}/`);
  return checkedAnswer<HelpTopic>('GET help-center/topics/{id}/', data, helpTopicShape(), status);
}

/** Every testimonial, all pages (the testimonials page shows them all). */
export function getTestimonials(): Promise<Testimonial[]> {
  return readAllPages<Testimonial>('testimonials/', 'GET testimonials/', testimonialShape());
}

/** Topic and details are required (400 "This field is required" with `fields`). Guests may write too. */
export async function sendContactMessage(body: ContactMessageBody, key: string): Promise<ContactMessage> {
  const { data } = await api.post<ContactMessage>('contact-us/', body, { headers: idempotencyHeaders(key) });
  return data;
}

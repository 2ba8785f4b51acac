import { api } from './api-client';
import { checkedAnswer } from './checked-answer';
import { idempotencyHeaders } from './idempotency-header';
import { readAllPages } from './paging';
import { listOf, objectOf, oneOf, pageOf, type Shape } from './shape';
import type { components } from './api-schema';
import type { Paginated } from './types';

export type ArticleSummary = components['schemas']['ArticleSummary'];

export type Article = components['schemas']['Article'];

export type HelpQuestion = components['schemas']['HelpTopic']['questions'][number];

export type HelpTopic = components['schemas']['HelpTopic'];

export type Testimonial = components['schemas']['Testimonial'];

const articleSummaryFields = () =>
  ({
    id: 'number',
    title_ar: 'string',
    title_en: 'string',
    summary_ar: 'string',
    summary_en: 'string',
    cover_image: 'string',
    reading_minutes: 'number',
    published_at: 'string',
  }) as const;
export const articleSummaryShape = (): Shape => objectOf(articleSummaryFields());
export const articleShape = (): Shape => objectOf({ ...articleSummaryFields(), body_ar: 'string', body_en: 'string' });
export const helpTopicShape = (): Shape =>
  objectOf({
    id: 'number',
    title_ar: 'string',
    title_en: 'string',
    audience: oneOf(['client', 'provider', 'all']),
    questions: listOf(
      objectOf({
        id: 'number',
        question_ar: 'string',
        question_en: 'string',
        answer_ar: 'string',
        answer_en: 'string',
      }),
    ),
  });
export const testimonialShape = (): Shape =>
  objectOf({
    id: 'number',
    name_ar: 'string',
    name_en: 'string',
    quote_ar: 'string',
    quote_en: 'string',
    rating: 'number',
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

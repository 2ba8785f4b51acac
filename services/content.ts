import { api } from './api-client';
import { idempotencyHeaders } from './idempotency-header';
import { readAllPages } from './paging';
import type { Paginated } from './types';
import type { components } from './api-schema';

export type ArticleSummary = components['schemas']['ArticleSummary'];

export type Article = components['schemas']['Article'];

export type HelpQuestion = components['schemas']['HelpTopic']['questions'][number];

export type HelpTopic = components['schemas']['HelpTopic'];

export type Testimonial = components['schemas']['Testimonial'];

export const CONTACT_TOPICS = ['general', 'account', 'requests', 'offers', 'payments', 'report_problem'] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export type ContactMessageBody = components['schemas']['ContactMessageBody'];

export type ContactMessage = components['schemas']['ContactMessage'];

export async function getArticles(page = 1): Promise<Paginated<ArticleSummary>> {
  const { data } = await api.get<Paginated<ArticleSummary>>('articles/', { params: { page } });
  return data;
}

/** 404 "The article not found". */
export async function getArticle(id: number): Promise<Article> {
  const { data } = await api.get<Article>(`articles/${id}/`);
  return data;
}

/** Every help topic, all pages (the center lists and searches them all). */
export function getHelpTopics(): Promise<HelpTopic[]> {
  return readAllPages<HelpTopic>('help-center/topics/');
}

export async function getHelpTopic(id: number): Promise<HelpTopic> {
  const { data } = await api.get<HelpTopic>(`help-center/topics/${id}/`);
  return data;
}

/** Every testimonial, all pages (the testimonials page shows them all). */
export function getTestimonials(): Promise<Testimonial[]> {
  return readAllPages<Testimonial>('testimonials/');
}

/** Topic and details are required (400 "This field is required" with `fields`). Guests may write too. */
export async function sendContactMessage(body: ContactMessageBody, key: string): Promise<ContactMessage> {
  const { data } = await api.post<ContactMessage>('contact-us/', body, { headers: idempotencyHeaders(key) });
  return data;
}

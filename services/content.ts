import { api } from './api-client';
import { idempotencyHeaders } from './idempotency-header';
import { readAllPages } from './paging';
import type { Localized, Paginated } from './types';

export interface ArticleSummary extends Localized<'title'>, Localized<'summary'> {
  id: number;
  cover_image: string;
  reading_minutes: number;
  published_at: string;
}

export interface Article extends ArticleSummary, Localized<'body'> {}

export interface HelpQuestion extends Localized<'question'>, Localized<'answer'> {
  id: number;
}

export interface HelpTopic extends Localized<'title'>, Localized<'description'> {
  id: number;
  /** Who the topic is for. */
  audience: 'client' | 'provider' | 'all';
  questions: HelpQuestion[];
}

export interface Testimonial extends Localized<'name'>, Localized<'city'>, Localized<'quote'> {
  id: number;
  role: 'client' | 'provider';
  rating: number;
}

export const CONTACT_TOPICS = ['general', 'account', 'requests', 'offers', 'payments', 'report_problem'] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export interface ContactMessageBody {
  topic: ContactTopic;
  details: string;
  name?: string;
  email?: string;
}

export interface ContactMessage extends Required<ContactMessageBody> {
  id: number;
  created_at: string;
}

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

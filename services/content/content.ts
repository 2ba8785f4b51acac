import { api, shaped } from '@/services/api/api-client';
import type { components } from '@/services/api/api-schema';
import { idempotencyHeaders } from '@/services/api/idempotency-header';
import { orEmpty } from '@/services/api/lenient-answers';
import { readAllPages } from '@/services/api/paging';
import type { Read } from '@/services/api/shape';
import type { Paginated } from '@/services/api/types';
import type {
  articleShape,
  articleSummaryShape,
  contactSentShape,
  helpTopicShape,
  testimonialShape,
} from './content-shapes';

/** Each call's answer shape (./content-shapes.ts `ANSWERS`), loaded beside the call by `shaped`. */
const answers = () => import('./content-shapes');

export type ArticleSummary = Read<components['schemas']['ArticleSummary'], ReturnType<typeof articleSummaryShape>>;

export type Article = Read<components['schemas']['Article'], ReturnType<typeof articleShape>>;

export type HelpQuestion = HelpTopic['questions'][number];

export type HelpTopic = Read<components['schemas']['HelpTopic'], ReturnType<typeof helpTopicShape>>;

export type Testimonial = Read<components['schemas']['Testimonial'], ReturnType<typeof testimonialShape>>;

export const CONTACT_TOPICS = ['general', 'account', 'requests', 'offers', 'payments', 'report_problem'] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export type ContactMessageBody = components['schemas']['ContactMessageBody'];

/** What the confirmation reads of a sent message: the address the answer goes to, if the backend says. */
export type ContactSent = Read<
  Pick<components['schemas']['ContactMessage'], 'email'>,
  ReturnType<typeof contactSentShape>
>;

export async function getArticles(page = 1): Promise<Paginated<ArticleSummary>> {
  return shaped(answers, 'articles', api.get<unknown>('articles/', { params: { page } }));
}

/** 404 "The article not found". */
export async function getArticle(id: number): Promise<Article> {
  return shaped(answers, 'article', api.get<unknown>(`articles/${id}/`));
}

/** Every help topic, all pages (the center lists and searches them all). */
export function getHelpTopics(): Promise<HelpTopic[]> {
  return readAllPages<HelpTopic>('help-center/topics/', answers, 'helpTopics');
}

export async function getHelpTopic(id: number): Promise<HelpTopic> {
  return shaped(answers, 'helpTopic', api.get<unknown>(`help-center/topics/${id}/`));
}

/** Every testimonial, all pages (the testimonials page shows them all). */
export function getTestimonials(): Promise<Testimonial[]> {
  return readAllPages<Testimonial>('testimonials/', answers, 'testimonials');
}

/** Topic and details are required (400 "This field is required" with `fields`). Guests may write too. */
export async function sendContactMessage(body: ContactMessageBody, key: string): Promise<ContactSent> {
  const answer = api.post<unknown>('contact-us/', body, { headers: idempotencyHeaders(key) });
  return shaped(answers, 'contactSent', orEmpty(answer));
}

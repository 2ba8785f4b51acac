import { localizedName, localizedText, noItems } from '@/services/api/fallbacks';
import { listOf, objectOf, oneOf, optional, orElse, type AnswerTable } from '@/services/api/shape';

/*
 * What the content screens read (services/api/shape.ts): articles, the help center, testimonials and a
 * sent contact message. Loaded beside the call (./content.ts, services/api/api-client.ts `shaped`), never in a
 * route's first load.
 */

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

/** Designed: a sent contact message. A 2xx means it was sent, so nothing is required (no second send). */
export const contactSentShape = () =>
  objectOf({ email: optional('string', 'the thanks names no address ("Our team will get back to you")') });

/** The calls whose answers these shapes read, by name (./content.ts; services/api/api-client.ts `shaped`). */
export const ANSWERS = {
  articles: { call: 'GET articles/', shape: articleSummaryShape, page: true },
  article: { call: 'GET articles/{id}/', shape: articleShape },
  helpTopics: { call: 'GET help-center/topics/', shape: helpTopicShape, page: true },
  helpTopic: { call: 'GET help-center/topics/{id}/', shape: helpTopicShape },
  testimonials: { call: 'GET testimonials/', shape: testimonialShape, page: true },
  contactSent: { call: 'POST contact-us/', shape: contactSentShape },
} as const satisfies AnswerTable;

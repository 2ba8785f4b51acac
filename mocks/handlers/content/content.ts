import { MESSAGE_TEXT } from '@/services/api/messages';
import { CONTACT_TOPICS, type ArticleSummary } from '@/services/content';
import { LIMITS } from '@/services/shared/limits';
import { tooLongError } from '../../rules/shared/text';
import { clock } from '../../shared/clock';
import { db } from '../../shared/db';
import { created, fail, paginate, route } from '../../shared/http';
import { takeRateLimit } from '../../tables/shared/rate-limits';

const content = () => db.state.content;

/** Articles, help center, testimonials, contact us (docs/api/marketplace.md). Guests may call all of them. */
export const contentHandlers = [
  route('get', 'articles/', ({ url }) => {
    const list: ArticleSummary[] = [...content().articles]
      .sort((a, b) => b.published_at.localeCompare(a.published_at))
      .map(({ body_ar: _ar, body_en: _en, ...summary }) => summary);
    return paginate(url, list);
  }),
  route('get', 'articles/:id/', ({ params }) => {
    return content().articles.find((item) => String(item.id) === params.id) ?? fail(404, 'ARTICLE_NOT_FOUND');
  }),
  route('get', 'help-center/topics/', ({ url }) => paginate(url, content().helpTopics)),
  route('get', 'help-center/topics/:id/', ({ params }) => {
    return content().helpTopics.find((item) => String(item.id) === params.id) ?? fail(404, 'NO_RESULT');
  }),
  route('get', 'testimonials/', ({ url }) => paginate(url, content().testimonials)),
  route('post', 'contact-us/', async ({ body, user, request }) => {
    const raw = await body({ topic: 'string', details: 'string', 'name?': 'string', 'email?': 'string' });
    const errors: Record<string, string> = {};
    const topic = CONTACT_TOPICS.find((item) => item === raw.topic);
    if (!topic) errors.topic = MESSAGE_TEXT.FIELD_REQUIRED;
    const details = raw.details.trim();
    if (!details) errors.details = MESSAGE_TEXT.FIELD_REQUIRED;
    if (!topic || !details) fail(400, 'FIELD_REQUIRED', errors);
    const tooLong = {
      details: tooLongError(details, LIMITS.contactDetailsMax),
      name: tooLongError(raw.name?.trim() ?? '', LIMITS.nameMax),
    };
    for (const [field, error] of Object.entries(tooLong)) if (error) fail(400, { text: error }, { [field]: error });
    if (!user) takeRateLimit('guestContact', raw.email ?? '', request);
    const message = {
      id: db.nextId(),
      topic,
      details,
      name: typeof raw.name === 'string' ? raw.name.trim() : user ? `${user.first_name} ${user.last_name}` : '',
      email: typeof raw.email === 'string' ? raw.email.trim() : (user?.email ?? ''),
      created_at: clock.now().toISOString(),
    };
    content().contactMessages.push({ ...message, user: user?.id ?? null });
    return created(message);
  }),
];

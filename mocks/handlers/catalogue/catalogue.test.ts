import { useJordan } from '@/mocks/handlers/accounts.test-kit';
import { LEAK_REPAIR, rawJson } from '@/mocks/handlers/market.test-kit';
import { newIdempotencyKey } from '@/services/api/idempotency';
import { getMainCategory } from '@/services/catalogue/catalogue';
import { getFirstQuestion, getNextQuestion } from '@/services/catalogue/questions';
import { getArticle, sendContactMessage } from '@/services/content/content';

/* The catalogue's and the content's refusals, in the spec's §8 words. */

beforeEach(() => useJordan());

describe('catalogue and content messages (spec §8)', () => {
  it('"No questions found for this user type" and "Failed to fetch first question"', async () => {
    await expect(getFirstQuestion(LEAK_REPAIR, 'client')).resolves.toMatchObject({
      sub_service: LEAK_REPAIR,
      user_type: 'client',
    });
    await expect(getFirstQuestion(501, 'provider')).rejects.toMatchObject({ status: 404, messageKey: 'NO_QUESTIONS' });
    await expect(getFirstQuestion(999, 'client')).rejects.toMatchObject({
      status: 404,
      messageKey: 'FIRST_QUESTION_FAILED',
    });
  });

  it('"No result found" for an unknown category or question, 400 for a foreign option', async () => {
    await expect(getMainCategory(999)).rejects.toMatchObject({ status: 404, messageKey: 'NO_RESULT' });
    await expect(getNextQuestion(1, [])).rejects.toMatchObject({ status: 404, messageKey: 'NO_RESULT' });
    const first = await getFirstQuestion(LEAK_REPAIR, 'client');
    await expect(getNextQuestion(first.id, [1])).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Unknown option for this question',
    });
  });

  it('"The article not found"; contact needs a topic and details', async () => {
    await expect(getArticle(999)).rejects.toMatchObject({ status: 404, messageKey: 'ARTICLE_NOT_FOUND' });
    await expect(sendContactMessage({ topic: 'general', details: ' ' }, newIdempotencyKey())).rejects.toMatchObject({
      status: 400,
      messageKey: 'FIELD_REQUIRED',
      fields: { details: 'This field is required' },
    });
    await expect(rawJson('POST', 'contact-us/', { topic: 'general', details: 'Hi', phone: '1' })).resolves.toEqual({
      status: 400,
      body: { error: 'Unknown field(s): phone' },
    });
  });

  it('the full category list needs page_size=99999 exactly', async () => {
    await expect(rawJson('GET', 'services/main-categories/', undefined, '?country=1')).resolves.toEqual({
      status: 400,
      body: { error: 'Query parameter page_size=99999 is required' },
    });
  });
});

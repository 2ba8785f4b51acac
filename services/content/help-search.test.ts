// @vitest-environment node
import { questionFromHash, searchHelp, topicsFor } from './help-search';
import type { HelpTopic } from './content';

const topic = (
  id: number,
  audience: HelpTopic['audience'],
  questions: [string, string, string, string][],
): HelpTopic => ({
  id,
  audience,
  title_ar: 'موضوع',
  title_en: 'Topic',
  description_ar: 'وصف',
  description_en: 'About',
  questions: questions.map(([question_ar, question_en, answer_ar, answer_en], index) => ({
    id: id * 10 + index,
    question_ar,
    question_en,
    answer_ar,
    answer_en,
  })),
});

const TOPICS = [
  topic(1, 'client', [
    ['هل يمكنني إلغاء طلبي؟', 'Can I cancel my request?', 'نعم، قبل التوظيف.', 'Yes, before you hire.'],
  ]),
  topic(2, 'provider', [
    [
      'كم عرضاً مجانياً أحصل عليه؟',
      'How many free offers do I get?',
      '5 عروض مجانية كل يوم.',
      '5 free offers every day.',
    ],
  ]),
  topic(3, 'all', [
    ['هل يمكنني استرجاع حسابي؟', 'Can I get my account back?', 'نعم، خلال 30 يوماً.', 'Yes, within 30 days.'],
  ]),
];

describe('help center', () => {
  it.each([
    ['client', [1, 3]],
    ['provider', [2, 3]],
  ] as const)('the %s sees their topics and the shared ones', (role, ids) => {
    expect(topicsFor(TOPICS, role).map((item) => item.id)).toEqual(ids);
  });

  it.each([
    ['cancel', [10]],
    ['CANCEL request', [10]],
    ['الغاء', [10]], // the hamza folded away
    ['free offers', [20]],
    ['٣٠', [30]], // Arabic-Indic digits
    ['30 days', [30]],
    ['can', [10, 30]],
    ['zzqx', []],
    ['   ', []],
  ])('"%s" finds %j', (query, ids) => {
    expect(searchHelp(TOPICS, query).map((match) => match.question.id)).toEqual(ids);
  });

  it.each([
    ['#question-12', 12],
    ['question-7', 7],
    ['#answer-3', null],
    ['', null],
  ])('the hash %s opens %s', (hash, id) => {
    expect(questionFromHash(hash)).toBe(id);
  });
});

// @vitest-environment node
import type { SandboxQuestion } from '@/mocks/data/catalogue/question-flows';
import { answersErrors, flowPath } from './question-flows';

describe('question flows', () => {
  const question = (id: number, change: Partial<SandboxQuestion> = {}): SandboxQuestion => ({
    id,
    sub_service: 101,
    user_type: 'client',
    question_type: 'panel',
    is_mandatory: true,
    is_multiple_select: false,
    is_last: false,
    title_ar: '',
    title_en: '',
    placeholder_ar: '',
    placeholder_en: '',
    options: [],
    next_question: null,
    position: id,
    ...change,
  });
  const option = (id: number, next: number | null = null) => ({ id, label_ar: '', label_en: '', next_question: next });
  // 1 (choice; option 11 jumps to 4) → 2 (multiple) → 3 (optional text) → 4 (mandatory text_area)
  const flow = [
    question(1, { options: [option(10), option(11, 4)], next_question: 2 }),
    question(2, {
      question_type: 'ui_tags',
      is_multiple_select: true,
      options: [option(20), option(21)],
      next_question: 3,
    }),
    question(3, { question_type: 'text', is_mandatory: false, next_question: 4 }),
    question(4, { question_type: 'text_area', is_last: true }),
  ];

  it('follows an option jump', () => {
    expect(flowPath(flow, { 1: 11 }).map((item) => item.id)).toEqual([1, 4]);
    expect(flowPath(flow, { 1: 10 }).map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });

  it.each([
    ['a full answer', { 1: 10, 2: [20, 21], 3: '', 4: 'Fix it' }, {}],
    ['a jump past 2 and 3', { 1: 11, 4: 'Fix it' }, {}],
    ['a missing mandatory text', { 1: 11, 4: '' }, { 4: 'This field is required' }],
    ['an empty multiple choice', { 1: 10, 2: [], 4: 'x' }, { 2: 'This field is required' }],
    ['an unknown option', { 1: 99, 2: [20], 4: 'x' }, { 1: 'Expected one option id' }],
    ['a number for text', { 1: 11, 4: 5 }, { 4: 'Expected text' }],
    ['a single id for a multiple choice', { 1: 10, 2: 20, 4: 'x' }, { 2: 'Expected a list of option ids' }],
    ['an answer off the path', { 1: 11, 2: [20], 4: 'x' }, { 2: 'Not a question of this flow' }],
    ['an answer to no question', { 1: 11, 4: 'x', 999: 'x' }, { 999: 'Not a question of this flow' }],
  ])('%s → %j', (_case, answers, errors) => {
    expect(answersErrors(flow, answers)).toEqual(errors);
  });
});

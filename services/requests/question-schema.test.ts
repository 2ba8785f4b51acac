// @vitest-environment node
import * as yup from 'yup';
import type { Answer, Question, QuestionType } from '@/services/catalogue/catalogue';
import { answerError, answersErrors, emptyAnswer } from './question-schema';

function question(type: QuestionType, mandatory: boolean, multiple = false, id = 1): Question {
  return {
    id,
    sub_service: 1,
    user_type: 'client',
    question_type: type,
    is_mandatory: mandatory,
    is_multiple_select: multiple,
    is_last: false,
    title_ar: 'سؤال',
    title_en: 'A question',
    placeholder_ar: '',
    placeholder_en: '',
    options: [
      { id: 10, label_ar: 'أ', label_en: 'A' },
      { id: 11, label_ar: 'ب', label_en: 'B' },
    ],
  };
}

const REQUIRED = 'validation:required';

describe('answerError (spec §5, the dynamic question form)', () => {
  it.each<[string, Question, Answer | undefined, string | null]>([
    ['mandatory text: empty fails', question('text', true), '', REQUIRED],
    ['mandatory text: spaces only fail', question('text', true), '   ', REQUIRED],
    ['mandatory text: not answered yet fails', question('text', true), undefined, REQUIRED],
    ['mandatory text: typed passes', question('text', true), 'Two rooms', null],
    ['mandatory text_area: empty fails', question('text_area', true), '', REQUIRED],
    ['mandatory text_area: typed passes', question('text_area', true), 'Leaks under the sink', null],
    ['optional text: empty passes', question('text', false), '', null],
    ['optional text_area: not answered passes', question('text_area', false), undefined, null],
    ['mandatory single panel: nothing chosen fails', question('panel', true), null, REQUIRED],
    ['mandatory single panel: an option id passes', question('panel', true), 10, null],
    ['mandatory single ui_tags: nothing chosen fails', question('ui_tags', true), undefined, REQUIRED],
    ['mandatory single ui_tags: an option id passes', question('ui_tags', true), 11, null],
    ['mandatory single: text instead of an id fails', question('panel', true), 'A', REQUIRED],
    ['optional single: nothing chosen passes', question('panel', false), null, null],
    ['mandatory multiple: none chosen fails', question('ui_tags', true, true), [], REQUIRED],
    ['mandatory multiple: nothing yet fails', question('panel', true, true), undefined, REQUIRED],
    ['mandatory multiple: one chosen passes', question('ui_tags', true, true), [10], null],
    ['mandatory multiple: two chosen pass', question('panel', true, true), [10, 11], null],
    ['optional multiple: none chosen passes', question('ui_tags', false, true), [], null],
  ])('%s', (_, q, answer, expected) => {
    expect(answerError(yup, q, answer)).toBe(expected);
  });
});

describe('emptyAnswer', () => {
  it.each<[string, Question, Answer]>([
    ['text defaults to an empty string', question('text', true), ''],
    ['text_area too', question('text_area', false), ''],
    ['a single choice starts unchosen', question('panel', true), null],
    ['a multiple choice starts with none', question('ui_tags', true, true), []],
  ])('%s', (_, q, expected) => {
    expect(emptyAnswer(q)).toEqual(expected);
  });
});

describe('answersErrors', () => {
  it('names every failing question by id, and only those', () => {
    const questions = [
      question('text', true, false, 1),
      question('panel', true, false, 2),
      question('ui_tags', true, true, 3),
      question('text', false, false, 4),
    ];
    expect(answersErrors(yup, questions, { '1': 'ok', '3': [] })).toEqual({ '2': REQUIRED, '3': REQUIRED });
    expect(answersErrors(yup, questions, { '1': 'ok', '2': 10, '3': [11] })).toEqual({});
  });
});

import type { components } from '@/services/api/api-schema';
import { localizedName, localizedText } from '@/services/api/fallbacks';
import {
  listOf,
  nullable,
  objectOf,
  oneOf,
  oneOfOrUnknown,
  optional,
  orElse,
  type AnswerTable,
} from '@/services/api/shape';
import { DRAWN_ICONS } from './catalogue-icons';

/*
 * What the catalogue's screens and the request form read (services/api/shape.ts): categories,
 * sub-services and the question flow. Loaded beside the call (./catalogue.ts, services/api/api-client.ts `shaped`),
 * never in a route's first load.
 */

/** Designed: a catalogue entry needs its id (every link and the request carry it). */
const describedFields = () =>
  ({
    id: 'number',
    ...localizedName('name'),
    icon: optional(oneOfOrUnknown(DRAWN_ICONS, 'the generic glyph'), 'the generic glyph'),
    ...localizedText('description'),
  }) as const;

export const subServiceShape = () =>
  objectOf({ ...describedFields(), category: optional('number', 'no way back to its category') });

/**
 * Required: the catalogue's screens find a service among its category's `sub_services` (hooks/catalogue/use-catalogue.ts),
 * so without them every service page says "No results" (the minimal backend showed it).
 */
export const mainCategoryShape = () => objectOf({ ...describedFields(), sub_services: listOf(subServiceShape()) });

/** The question types the request form draws (components/requests/QuestionField.tsx). */
const QUESTION_TYPES = [
  'text',
  'text_area',
  'panel',
  'ui_tags',
] as const satisfies readonly components['schemas']['QuestionType'][];

/**
 * Spec §3 documents a question's id, question_type, is_mandatory and is_multiple_select, all required:
 * an answer built on a guessed flag (one choice where many are asked, a mandatory one skipped) is
 * refused by the backend. A choice question cannot be answered without its options (a text one's are `[]`).
 */
export const questionShape = () =>
  objectOf({
    id: 'number',
    question_type: oneOf(QUESTION_TYPES),
    is_mandatory: 'boolean',
    is_multiple_select: 'boolean',
    is_last: orElse('boolean', 'not the last: the next call says (a null question ends)', () => false),
    sub_service: optional('number', 'not read (asked for by sub-service)'),
    user_type: optional(oneOf(['client', 'provider']), 'not read (asked for by user type)'),
    ...localizedText('title'),
    ...localizedText('placeholder'),
    options: listOf(objectOf({ id: 'number', ...localizedName('label') })),
  });

/** `question` is required (null ends the flow): ending it on a missing field would send a request the backend refuses. */
export const nextQuestionShape = () => objectOf({ question: nullable(questionShape()) });

/** The calls whose answers these shapes read, by name (./catalogue.ts; services/api/api-client.ts `shaped`). */
export const ANSWERS = {
  categories: { call: 'GET services/main-categories/', shape: mainCategoryShape, page: true },
  category: { call: 'GET services/main-categories/{id}/', shape: mainCategoryShape },
  subService: { call: 'GET services/sub-services/{id}/', shape: subServiceShape },
  firstQuestion: { call: 'GET services/sub-services/{id}/questions/first/', shape: questionShape },
  nextQuestion: { call: 'POST services/questions/{id}/next/', shape: nextQuestionShape },
} as const satisfies AnswerTable;

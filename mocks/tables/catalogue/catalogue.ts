import type { QuestionUserType } from '@/services/catalogue';
import { db } from '../../shared/db';
import type { SandboxQuestion } from '../../data/catalogue/question-flows';
import type { Pair } from '../../data/shared/bilingual';
import type { Question, SubServiceRef } from '../../data/shared/records';

/* The catalogue tables: question flows and sub-services as responses show them. */

const market = () => db.state.market;

/** A sub-service's questions for clients or providers, in order. */
export function flowOf(subService: number, userType: QuestionUserType): SandboxQuestion[] {
  return market()
    .questions.filter((question) => question.sub_service === subService && question.user_type === userType)
    .sort((a, b) => a.position - b.position);
}

/** A question as the API shows it: no branching or position. */
export function toQuestion(question: SandboxQuestion): Question {
  const { next_question: _next, position: _position, options, ...visible } = question;
  return { ...visible, options: options.map(({ next_question: _jump, ...option }) => option) };
}

export function toSubServiceRef(id: number): SubServiceRef {
  const item = market().subServices.find((entry) => entry.id === id);
  return {
    id,
    name_ar: item?.name_ar ?? '',
    name_en: item?.name_en ?? '',
    category: item?.category ?? 0,
    icon: item?.icon ?? 'cleaning',
  };
}

/** A sub-service's name in both languages (notification bodies). */
export function subServiceName(id: number): Pair {
  const item = market().subServices.find((entry) => entry.id === id);
  return [item?.name_ar ?? '', item?.name_en ?? ''];
}

import type { Localized } from '@/services/api/types';
import type { CatalogueIcon } from '@/services/catalogue';
import { CATALOGUE } from './catalogue';
import { pairs, type Pair } from '../shared/bilingual';
import type { Question, QuestionOption, SubService } from '../shared/records';

/* The catalogue's tables built from catalogue.ts: ids, and each sub-service's question flows (client, provider). */

/** A main category as stored: its sub-services live in their own table. */
export interface SandboxCategory extends Localized<'name'>, Localized<'description'> {
  id: number;
  icon: CatalogueIcon;
}

export interface SandboxOption extends QuestionOption {
  /** Branching: this answer jumps to that question (overrides the question's `next_question`). */
  next_question: number | null;
}

export interface SandboxQuestion extends Omit<Question, 'options'> {
  options: SandboxOption[];
  /** The question that follows whatever the answer; null on the last one. */
  next_question: number | null;
  /** Order within the flow (the first has the lowest). */
  position: number;
}

/** The catalogue's three tables. */
export interface CatalogueTables {
  categories: SandboxCategory[];
  subServices: SubService[];
  questions: SandboxQuestion[];
}

const QUESTION_BASE = 2000;
const OPTION_BASE = 4000;

interface QuestionDraft {
  type: Question['question_type'];
  title: Pair;
  placeholder?: Pair;
  mandatory: boolean;
  multiple: boolean;
  options?: readonly Pair[];
  /** Option index → the draft index it jumps to. */
  jumps?: Record<number, number>;
}

const PROPERTY: readonly Pair[] = [
  ['شقة', 'Apartment'],
  ['فيلا', 'Villa'],
  ['مكتب', 'Office'],
  ['محل تجاري', 'Shop'],
  ['لست متأكداً بعد', 'Not sure yet'],
];

function clientFlow(tasks: readonly Pair[]): QuestionDraft[] {
  return [
    // "Not sure yet" skips straight to the description.
    {
      type: 'panel',
      title: ['أين تحتاج الخدمة؟', 'Where is the work needed?'],
      mandatory: true,
      multiple: false,
      options: PROPERTY,
      jumps: { 4: 5 },
    },
    {
      type: 'ui_tags',
      title: ['ما الذي تحتاجه؟', 'What needs to be done?'],
      mandatory: true,
      multiple: true,
      options: tasks,
    },
    {
      type: 'ui_tags',
      title: ['ما الوقت المفضل لديك؟', 'What time of day suits you?'],
      mandatory: false,
      multiple: false,
      options: [
        ['صباحاً', 'Morning'],
        ['بعد الظهر', 'Afternoon'],
        ['مساءً', 'Evening'],
      ],
    },
    {
      type: 'text',
      title: ['ما الحجم أو الكمية تقريباً؟', 'Roughly what size or quantity?'],
      placeholder: ['مثلاً: 3 غرف أو 120 م²', 'e.g. 3 rooms or 120 m²'],
      mandatory: false,
      multiple: false,
    },
    {
      type: 'panel',
      title: ['هل هناك ما يجب أن نعرفه؟', 'Anything we should know?'],
      mandatory: false,
      multiple: true,
      options: [
        ['يوجد موقف سيارات', 'Parking available'],
        ['يوجد مصعد', 'Lift available'],
        ['توجد حيوانات أليفة', 'Pets at home'],
        ['المواد عليّ', 'I provide the materials'],
      ],
    },
    {
      type: 'text_area',
      title: ['صف العمل المطلوب', 'Describe the job'],
      placeholder: [
        'أضف أي تفاصيل تساعد مزوّد الخدمة على تقدير السعر',
        'Add any detail that helps providers price the job',
      ],
      mandatory: true,
      multiple: false,
    },
  ];
}

function providerFlow(tasks: readonly Pair[]): QuestionDraft[] {
  return [
    {
      type: 'panel',
      title: ['كم سنة خبرتك؟', 'How many years of experience do you have?'],
      mandatory: true,
      multiple: false,
      options: [
        ['أقل من سنة', 'Less than a year'],
        ['1 – 3 سنوات', '1–3 years'],
        ['3 – 5 سنوات', '3–5 years'],
        ['أكثر من 5 سنوات', 'More than 5 years'],
      ],
    },
    {
      type: 'ui_tags',
      title: ['أي هذه الأعمال تقوم بها؟', 'Which of these jobs do you take?'],
      mandatory: true,
      multiple: true,
      options: tasks,
    },
    {
      type: 'text',
      title: ['رقم رخصة المهنة', 'Trade licence number'],
      placeholder: ['اختياري', 'Optional'],
      mandatory: false,
      multiple: false,
    },
    {
      type: 'text_area',
      title: ['حدّث العملاء عن أعمالك السابقة', 'Tell clients about your past work'],
      placeholder: ['مثلاً: مشاريع نفذتها وشهادات حصلت عليها', 'e.g. projects you did and certificates you hold'],
      mandatory: false,
      multiple: false,
    },
  ];
}

export function buildCatalogue(): CatalogueTables {
  let questionId = QUESTION_BASE;
  let optionId = OPTION_BASE;
  const categories: SandboxCategory[] = [];
  const subServices: SubService[] = [];
  const questions: SandboxQuestion[] = [];
  const addFlow = (subService: number, userType: Question['user_type'], drafts: QuestionDraft[]) => {
    const ids = drafts.map(() => ++questionId);
    drafts.forEach((draft, index) => {
      const isLast = index === drafts.length - 1;
      questions.push({
        id: ids[index]!,
        sub_service: subService,
        user_type: userType,
        question_type: draft.type,
        is_mandatory: draft.mandatory,
        is_multiple_select: draft.multiple,
        is_last: isLast,
        position: index,
        next_question: isLast ? null : ids[index + 1]!,
        ...pairs('title', draft.title),
        ...pairs('placeholder', draft.placeholder ?? ['', '']),
        options: (draft.options ?? []).map((label, optionIndex) => {
          const jump = draft.jumps?.[optionIndex];
          return { id: ++optionId, ...pairs('label', label), next_question: jump === undefined ? null : ids[jump]! };
        }),
      });
    });
  };
  for (const category of CATALOGUE) {
    categories.push({
      id: category.id,
      icon: category.icon,
      ...pairs('name', category.name),
      ...pairs('description', category.description),
    });
    category.services.forEach((service, index) => {
      const id = category.id * 100 + index + 1;
      subServices.push({
        id,
        category: category.id,
        icon: category.icon,
        ...pairs('name', service.name),
        ...pairs('description', service.description),
      });
      addFlow(id, 'client', clientFlow(service.tasks));
      if (category.providerQuestions) addFlow(id, 'provider', providerFlow(service.tasks));
    });
  }
  return { categories, subServices, questions };
}

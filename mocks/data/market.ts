import type { CatalogueIcon, Question, QuestionOption, SubService } from '@/services/catalogue';
import type { NotificationKind } from '@/services/notifications';
import type { ClientCriterion, ProviderCriterion, RatingDirection } from '@/services/ratings';
import type { ReportReason } from '@/services/reports';
import type { OfferStatus, RejectionSource, RequestStatus, Timing } from '@/services/request-status';
import { LIMITS } from '@/services/limits';
import type { AccountType, Localized } from '@/services/types';
import { clock, DAY_MS, daysAgo } from '../clock';
import type { SandboxState } from '../db';
import { DEMO_USER_IDS, type SandboxAddress } from './accounts';
import { contentScenarios } from './content';

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

export interface SandboxProviderProfile {
  id: number;
  user: number;
  account_type: AccountType;
  main_category: number | null;
  sub_services: number[];
  description: string;
  gallery: string[];
  languages: string[];
  city: number | null;
  covered_areas: number[];
  paused_until: string | null;
  location_changed_at: string | null;
  /** JOD */
  balance: number;
  /** The clock day (YYYY-MM-DD) `free_offers_used` counts for. */
  free_offers_day: string;
  free_offers_used: number;
  created_at: string;
}

export interface SandboxRequest {
  id: number;
  client: number;
  sub_service: number;
  /** A copy of the client's address when the request was made. */
  address: SandboxAddress;
  timing: Timing;
  answers: Record<string, string | number | number[] | null>;
  comment: string;
  images: string[];
  status: RequestStatus;
  status_reason: string | null;
  invited_providers: number[];
  created_at: string;
  hired_at: string | null;
}

export interface SandboxOffer {
  id: number;
  request: number;
  provider: number;
  price: number;
  details: string;
  images: string[];
  proposed_date: string | null;
  status: OfferStatus;
  rejection_source: RejectionSource | null;
  rejection_reason: string | null;
  /** Paid from the day's free offers or from the balance. */
  paid_with: 'free' | 'balance';
  created_at: string;
}

/** A job a provider hid (reversible) or deleted from the opportunities. */
export interface DismissedJob {
  provider: number;
  request: number;
  action: 'hide' | 'delete';
  reason: string;
  at: string;
}

export interface SandboxRating {
  id: number;
  request: number;
  direction: RatingDirection;
  rater: number;
  rated: number;
  scores: Partial<Record<ClientCriterion | ProviderCriterion, number>>;
  experience: string;
  created_at: string;
}

export interface SandboxReport {
  id: number;
  reporter: number;
  reported_user: number;
  request: number | null;
  reason: ReportReason;
  explanation: string;
  created_at: string;
}

export interface SandboxNotification extends Localized<'title'>, Localized<'body'> {
  id: number;
  user: number;
  kind: NotificationKind;
  request: number | null;
  offer: number | null;
  is_read: boolean;
  created_at: string;
}

/** The marketplace slice: catalogue, questions, requests, offers, ratings, reports, notifications. */
export interface MarketSlice {
  categories: SandboxCategory[];
  subServices: SubService[];
  questions: SandboxQuestion[];
  providers: SandboxProviderProfile[];
  requests: SandboxRequest[];
  offers: SandboxOffer[];
  dismissedJobs: DismissedJob[];
  ratings: SandboxRating[];
  reports: SandboxReport[];
  notifications: SandboxNotification[];
}

type Pair = readonly [ar: string, en: string];

interface CategorySeed {
  id: number;
  icon: CatalogueIcon;
  name: Pair;
  description: Pair;
  /** Each sub-service: its name, description and the jobs a client can pick. */
  services: ReadonlyArray<{ name: Pair; description: Pair; tasks: readonly Pair[] }>;
  /** Providers of this category answer a question flow too. */
  providerQuestions: boolean;
}

const CATALOGUE: readonly CategorySeed[] = [
  {
    id: 1,
    icon: 'cleaning',
    name: ['التنظيف', 'Cleaning'],
    description: ['تنظيف المنازل والمكاتب بأيدٍ موثوقة', 'Homes and offices cleaned by trusted hands'],
    providerQuestions: true,
    services: [
      {
        name: ['تنظيف المنازل', 'Home cleaning'],
        description: ['تنظيف دوري للغرف والمطبخ والحمامات', 'Regular cleaning of rooms, kitchen and bathrooms'],
        tasks: [['غرف النوم', 'Bedrooms'], ['المطبخ', 'Kitchen'], ['الحمامات', 'Bathrooms'], ['النوافذ', 'Windows']],
      },
      {
        name: ['تنظيف عميق', 'Deep cleaning'],
        description: ['تنظيف شامل قبل السكن أو بعد الصيانة', 'Top-to-bottom cleaning before moving in or after works'],
        tasks: [['بعد أعمال البناء', 'After construction'], ['قبل السكن', 'Before moving in'], ['إزالة الدهون', 'Grease removal'], ['تعقيم', 'Sanitising']],
      },
      {
        name: ['تنظيف الكنب والسجاد', 'Sofa and carpet cleaning'],
        description: ['غسيل وتجفيف الكنب والسجاد والفرشات', 'Washing and drying sofas, carpets and mattresses'],
        tasks: [['كنب', 'Sofas'], ['سجاد', 'Carpets'], ['فرشات', 'Mattresses'], ['ستائر', 'Curtains']],
      },
      {
        name: ['تنظيف المكاتب', 'Office cleaning'],
        description: ['تنظيف المكاتب والمحلات التجارية', 'Cleaning for offices and shops'],
        tasks: [['مساحات العمل', 'Work areas'], ['غرف الاجتماعات', 'Meeting rooms'], ['الواجهات الزجاجية', 'Glass fronts']],
      },
    ],
  },
  {
    id: 2,
    icon: 'plumbing',
    name: ['السباكة', 'Plumbing'],
    description: ['إصلاح التسريبات وتركيب الأدوات الصحية', 'Leak repairs and bathroom fittings'],
    providerQuestions: true,
    services: [
      {
        name: ['إصلاح التسريبات', 'Leak repair'],
        description: ['كشف وإصلاح تسريب المياه في الجدران والأرضيات', 'Finding and fixing water leaks in walls and floors'],
        tasks: [['تسريب حنفية', 'Dripping tap'], ['تسريب في الجدار', 'Leak in a wall'], ['تسريب من السقف', 'Ceiling leak'], ['كشف تسريب إلكتروني', 'Electronic leak detection']],
      },
      {
        name: ['تركيب سخانات المياه', 'Water heater installation'],
        description: ['تركيب وصيانة السخانات الكهربائية والشمسية', 'Installing and servicing electric and solar heaters'],
        tasks: [['سخان كهربائي', 'Electric heater'], ['سخان شمسي', 'Solar heater'], ['سخان غاز', 'Gas heater']],
      },
      {
        name: ['تسليك المجاري', 'Drain unclogging'],
        description: ['فتح انسدادات المجاري والمغاسل', 'Clearing blocked drains and sinks'],
        tasks: [['مغسلة المطبخ', 'Kitchen sink'], ['المرحاض', 'Toilet'], ['المصرف الرئيسي', 'Main drain']],
      },
      {
        name: ['تركيب الأدوات الصحية', 'Bathroom fixtures'],
        description: ['تركيب المغاسل والخلاطات والمراحيض', 'Fitting sinks, mixers and toilets'],
        tasks: [['خلاط', 'Mixer tap'], ['مغسلة', 'Washbasin'], ['مرحاض', 'Toilet'], ['دش', 'Shower']],
      },
    ],
  },
  {
    id: 3,
    icon: 'electrical',
    name: ['الكهرباء', 'Electrical'],
    description: ['تمديدات وإنارة وإصلاح أعطال الكهرباء', 'Wiring, lighting and electrical repairs'],
    providerQuestions: true,
    services: [
      {
        name: ['التمديدات والمقابس', 'Wiring and sockets'],
        description: ['تمديد أسلاك جديدة وتركيب المقابس والمفاتيح', 'New wiring, sockets and switches'],
        tasks: [['مقبس جديد', 'New socket'], ['استبدال مفاتيح', 'Replace switches'], ['تمديد جديد', 'New wiring']],
      },
      {
        name: ['تركيب الإنارة', 'Lighting installation'],
        description: ['تركيب الثريات والإنارة المخفية', 'Chandeliers and hidden lighting'],
        tasks: [['ثريا', 'Chandelier'], ['إنارة مخفية', 'Hidden lighting'], ['إنارة خارجية', 'Outdoor lights']],
      },
      {
        name: ['إصلاح لوحة الكهرباء', 'Electrical panel repair'],
        description: ['فحص وإصلاح لوحات التوزيع والقواطع', 'Checking and fixing panels and breakers'],
        tasks: [['القاطع يفصل', 'Breaker keeps tripping'], ['تبديل قواطع', 'Replace breakers'], ['فحص شامل', 'Full inspection']],
      },
    ],
  },
  {
    id: 4,
    icon: 'ac',
    name: ['صيانة المكيفات', 'AC maintenance'],
    description: ['تركيب وتنظيف وصيانة المكيفات', 'Installing, cleaning and servicing air conditioners'],
    providerQuestions: true,
    services: [
      {
        name: ['تركيب المكيفات', 'AC installation'],
        description: ['تركيب مكيفات سبليت وشباك', 'Split and window unit installation'],
        tasks: [['سبليت', 'Split unit'], ['شباك', 'Window unit'], ['نقل مكيف', 'Move a unit']],
      },
      {
        name: ['تنظيف وصيانة المكيفات', 'AC cleaning and servicing'],
        description: ['غسيل الفلاتر والوحدات الداخلية والخارجية', 'Washing filters, indoor and outdoor units'],
        tasks: [['غسيل الفلاتر', 'Filter wash'], ['الوحدة الداخلية', 'Indoor unit'], ['الوحدة الخارجية', 'Outdoor unit']],
      },
      {
        name: ['تعبئة غاز المكيف', 'AC gas refill'],
        description: ['فحص التسريب وتعبئة الغاز', 'Leak check and gas refill'],
        tasks: [['لا يبرد', 'Not cooling'], ['فحص تسريب', 'Leak check'], ['تعبئة كاملة', 'Full refill']],
      },
    ],
  },
  {
    id: 5,
    icon: 'moving',
    name: ['نقل الأثاث', 'Moving'],
    description: ['نقل المنازل والمكاتب بأمان', 'Safe home and office moves'],
    providerQuestions: false,
    services: [
      {
        name: ['نقل المنازل', 'Home moving'],
        description: ['فك وتغليف ونقل وتركيب الأثاث', 'Dismantling, packing, moving and reassembling'],
        tasks: [['فك وتركيب', 'Dismantle and reassemble'], ['تغليف', 'Packing'], ['رفع بالونش', 'Crane lift']],
      },
      {
        name: ['نقل المكاتب', 'Office moving'],
        description: ['نقل الأثاث المكتبي والأجهزة', 'Moving office furniture and equipment'],
        tasks: [['مكاتب وكراسي', 'Desks and chairs'], ['أجهزة', 'Equipment'], ['أرشيف', 'Archives']],
      },
      {
        name: ['توصيل قطعة واحدة', 'Single item delivery'],
        description: ['نقل قطعة أثاث أو جهاز واحد', 'Moving one piece of furniture or an appliance'],
        tasks: [['ثلاجة', 'Fridge'], ['غسالة', 'Washing machine'], ['كنب', 'Sofa']],
      },
    ],
  },
  {
    id: 6,
    icon: 'painting',
    name: ['الدهان', 'Painting'],
    description: ['دهان داخلي وخارجي وديكورات', 'Interior, exterior and decorative painting'],
    providerQuestions: false,
    services: [
      {
        name: ['دهان داخلي', 'Interior painting'],
        description: ['دهان الغرف والأسقف', 'Painting rooms and ceilings'],
        tasks: [['جدران', 'Walls'], ['أسقف', 'Ceilings'], ['أبواب', 'Doors']],
      },
      {
        name: ['دهان خارجي', 'Exterior painting'],
        description: ['دهان الواجهات والأسوار', 'Painting facades and fences'],
        tasks: [['واجهة', 'Facade'], ['سور', 'Fence'], ['عزل', 'Waterproofing']],
      },
      {
        name: ['دهانات ديكورية', 'Decorative painting'],
        description: ['ورق جدران ودهانات خاصة', 'Wallpaper and special finishes'],
        tasks: [['ورق جدران', 'Wallpaper'], ['دهان مخملي', 'Velvet finish'], ['جدارية', 'Mural']],
      },
    ],
  },
  {
    id: 7,
    icon: 'carpentry',
    name: ['النجارة', 'Carpentry'],
    description: ['تركيب وإصلاح الأثاث والأبواب', 'Furniture and door fitting and repair'],
    providerQuestions: false,
    services: [
      {
        name: ['تركيب الأثاث', 'Furniture assembly'],
        description: ['تركيب الخزائن والأسرّة والرفوف', 'Assembling wardrobes, beds and shelves'],
        tasks: [['خزانة', 'Wardrobe'], ['سرير', 'Bed'], ['رفوف', 'Shelves']],
      },
      {
        name: ['إصلاح وتركيب الأبواب', 'Door repair and installation'],
        description: ['تركيب الأبواب وتبديل الأقفال والمفصلات', 'Fitting doors, locks and hinges'],
        tasks: [['باب جديد', 'New door'], ['قفل', 'Lock'], ['مفصلات', 'Hinges']],
      },
      {
        name: ['خزائن المطبخ', 'Kitchen cabinets'],
        description: ['تفصيل وإصلاح خزائن المطبخ', 'Made-to-measure and repaired kitchen cabinets'],
        tasks: [['تفصيل جديد', 'New cabinets'], ['إصلاح', 'Repair'], ['تبديل واجهات', 'New fronts']],
      },
    ],
  },
  {
    id: 8,
    icon: 'pest-control',
    name: ['مكافحة الحشرات', 'Pest control'],
    description: ['رش ومكافحة الحشرات والقوارض', 'Insect and rodent control'],
    providerQuestions: false,
    services: [
      {
        name: ['مكافحة الحشرات', 'Insect control'],
        description: ['رش الصراصير والنمل والبق', 'Treating cockroaches, ants and bed bugs'],
        tasks: [['صراصير', 'Cockroaches'], ['نمل', 'Ants'], ['بق الفراش', 'Bed bugs']],
      },
      {
        name: ['مكافحة القوارض', 'Rodent control'],
        description: ['التخلص من الفئران والجرذان', 'Getting rid of mice and rats'],
        tasks: [['فئران', 'Mice'], ['جرذان', 'Rats'], ['إغلاق المداخل', 'Sealing entry points']],
      },
      {
        name: ['معالجة النمل الأبيض', 'Termite treatment'],
        description: ['فحص ومعالجة النمل الأبيض', 'Termite inspection and treatment'],
        tasks: [['فحص', 'Inspection'], ['معالجة', 'Treatment'], ['وقاية', 'Prevention']],
      },
    ],
  },
  {
    id: 9,
    icon: 'appliances',
    name: ['صيانة الأجهزة', 'Appliance repair'],
    description: ['إصلاح الأجهزة المنزلية في بيتك', 'Home appliance repair at your door'],
    providerQuestions: false,
    services: [
      {
        name: ['صيانة الغسالات', 'Washing machine repair'],
        description: ['إصلاح الغسالات الأوتوماتيكية والعادية', 'Automatic and twin-tub washers'],
        tasks: [['لا تعمل', "Won't start"], ['تسريب مياه', 'Leaking'], ['صوت مرتفع', 'Noisy']],
      },
      {
        name: ['صيانة الثلاجات', 'Refrigerator repair'],
        description: ['إصلاح التبريد والثلج', 'Cooling and freezer repairs'],
        tasks: [['لا تبرد', 'Not cooling'], ['تكوّن الثلج', 'Ice build-up'], ['صوت مرتفع', 'Noisy']],
      },
      {
        name: ['صيانة الأفران', 'Oven and stove repair'],
        description: ['إصلاح أفران الغاز والكهرباء', 'Gas and electric ovens and hobs'],
        tasks: [['لا يشتعل', "Won't ignite"], ['الحرارة غير منتظمة', 'Uneven heat'], ['تبديل عيون الغاز', 'Replace burners']],
      },
    ],
  },
  {
    id: 10,
    icon: 'gardening',
    name: ['الحدائق', 'Gardening'],
    description: ['تنسيق وصيانة الحدائق', 'Garden landscaping and upkeep'],
    providerQuestions: false,
    services: [
      {
        name: ['صيانة الحدائق', 'Garden maintenance'],
        description: ['قص العشب والتقليم والتنظيف', 'Mowing, pruning and tidying'],
        tasks: [['قص العشب', 'Mowing'], ['تقليم', 'Pruning'], ['تنظيف', 'Clean-up']],
      },
      {
        name: ['قص الأشجار', 'Tree trimming'],
        description: ['قص وتشذيب الأشجار الكبيرة', 'Cutting and shaping large trees'],
        tasks: [['تشذيب', 'Shaping'], ['قص كامل', 'Full removal'], ['إزالة الجذوع', 'Stump removal']],
      },
      {
        name: ['أنظمة الري', 'Irrigation systems'],
        description: ['تركيب وإصلاح أنظمة الري بالتنقيط', 'Installing and fixing drip irrigation'],
        tasks: [['تركيب جديد', 'New system'], ['إصلاح تسريب', 'Fix a leak'], ['مؤقت ري', 'Timer']],
      },
    ],
  },
];

/** Sub-service ids are the category's id × 100 + their place (cleaning: 101, 102, …). */
export const SUB = {
  homeCleaning: 101,
  deepCleaning: 102,
  officeCleaning: 104,
  leakRepair: 201,
  waterHeater: 202,
  drainUnclogging: 203,
  wiring: 301,
  lighting: 302,
  acInstallation: 401,
  acCleaning: 402,
  interiorPainting: 601,
} as const;

const QUESTION_BASE = 2000;
const OPTION_BASE = 4000;

function pairs<Name extends string>(field: Name, [ar, en]: Pair): Localized<Name> {
  return { [`${field}_ar`]: ar, [`${field}_en`]: en } as Localized<Name>;
}

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

const PROPERTY: readonly Pair[] = [['شقة', 'Apartment'], ['فيلا', 'Villa'], ['مكتب', 'Office'], ['محل تجاري', 'Shop'], ['لست متأكداً بعد', 'Not sure yet']];

function clientFlow(tasks: readonly Pair[]): QuestionDraft[] {
  return [
    // "Not sure yet" skips straight to the description.
    { type: 'panel', title: ['أين تحتاج الخدمة؟', 'Where is the work needed?'], mandatory: true, multiple: false, options: PROPERTY, jumps: { 4: 5 } },
    { type: 'ui_tags', title: ['ما الذي تحتاجه؟', 'What needs to be done?'], mandatory: true, multiple: true, options: tasks },
    {
      type: 'ui_tags',
      title: ['ما الوقت المفضل لديك؟', 'What time of day suits you?'],
      mandatory: false,
      multiple: false,
      options: [['صباحاً', 'Morning'], ['بعد الظهر', 'Afternoon'], ['مساءً', 'Evening']],
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
      options: [['يوجد موقف سيارات', 'Parking available'], ['يوجد مصعد', 'Lift available'], ['توجد حيوانات أليفة', 'Pets at home'], ['المواد عليّ', 'I provide the materials']],
    },
    {
      type: 'text_area',
      title: ['صف العمل المطلوب', 'Describe the job'],
      placeholder: ['أضف أي تفاصيل تساعد مزوّد الخدمة على تقدير السعر', 'Add any detail that helps providers price the job'],
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
      options: [['أقل من سنة', 'Less than a year'], ['1 – 3 سنوات', '1–3 years'], ['3 – 5 سنوات', '3–5 years'], ['أكثر من 5 سنوات', 'More than 5 years']],
    },
    { type: 'ui_tags', title: ['أي هذه الأعمال تقوم بها؟', 'Which of these jobs do you take?'], mandatory: true, multiple: true, options: tasks },
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

function buildCatalogue(): Pick<MarketSlice, 'categories' | 'subServices' | 'questions'> {
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
    categories.push({ id: category.id, icon: category.icon, ...pairs('name', category.name), ...pairs('description', category.description) });
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

/** YYYY-MM-DD of a moment (UTC): the clock day free offers count on. */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function daysAhead(days: number): string {
  return dayOf(new Date(clock.now().getTime() + days * DAY_MS));
}

const { client, provider: omar, company: alNoor, busyProvider: busy, unverified: laith } = DEMO_USER_IDS;

/** Request ids are 6001… and offer ids 7001…, so references read like JO-2026-006001. */
function seedProviders(): SandboxProviderProfile[] {
  const today = dayOf(clock.now());
  return [
    {
      id: 301,
      user: omar,
      account_type: 'personal',
      main_category: 2,
      sub_services: [SUB.leakRepair, SUB.waterHeater, SUB.drainUnclogging, SUB.acInstallation, SUB.acCleaning],
      description:
        'سبّاك وفني تكييف بخبرة 8 سنوات في عمّان. أصلح التسريبات وأركّب السخانات وأنظف المكيفات بضمان على العمل.',
      gallery: ['/sandbox/gallery/plumbing-1.jpg', '/sandbox/gallery/plumbing-2.jpg', '/sandbox/gallery/ac-1.jpg'],
      languages: ['ar', 'en'],
      city: 1,
      covered_areas: [1, 2, 3, 7, 8, 9],
      paused_until: null,
      location_changed_at: daysAgo(60),
      balance: 12.5,
      free_offers_day: today,
      free_offers_used: 1,
      created_at: daysAgo(180),
    },
    {
      id: 302,
      user: alNoor,
      account_type: 'company',
      main_category: 1,
      sub_services: [101, 102, 103, 104],
      description: 'شركة تنظيف مرخّصة في عمّان منذ 2015: فرق مدرّبة ومواد آمنة للمنازل والمكاتب.',
      gallery: ['/sandbox/gallery/cleaning-1.jpg', '/sandbox/gallery/cleaning-2.jpg'],
      languages: ['ar', 'en'],
      city: 1,
      covered_areas: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      paused_until: null,
      location_changed_at: null,
      balance: 50,
      free_offers_day: today,
      free_offers_used: 0,
      created_at: daysAgo(400),
    },
    {
      id: 303,
      user: busy,
      account_type: 'personal',
      main_category: 3,
      sub_services: [SUB.wiring, SUB.lighting, 303, SUB.acInstallation],
      description: 'فني كهرباء معتمد: تمديدات، إنارة، لوحات توزيع.',
      gallery: [],
      languages: ['ar'],
      city: 1,
      covered_areas: [3, 4, 5, 7, 12],
      paused_until: null,
      location_changed_at: daysAgo(10),
      balance: 0,
      free_offers_day: today,
      free_offers_used: LIMITS.freeOffersPerDay,
      created_at: daysAgo(90),
    },
  ];
}

const home: SandboxAddress = { id: 201, user_id: client, city: 1, neighborhood: 1, address_type: 'home', name: 'المنزل، شارع الأمير هاشم، بناية 12' };
const work: SandboxAddress = { id: 202, user_id: client, city: 1, neighborhood: 4, address_type: 'work', name: 'المكتب، مجمع الحسيني، الطابق الثالث' };
const laithHome = (id: number, neighborhood: number, city = 1): SandboxAddress => ({
  id,
  user_id: laith,
  city,
  neighborhood,
  address_type: 'home',
  name: 'المنزل',
});

/** A full, valid set of answers for a sub-service's client flow (first option of each choice, no jump). */
function sampleAnswers(questions: SandboxQuestion[], subService: number, description: string): SandboxRequest['answers'] {
  const flow = questions.filter((question) => question.sub_service === subService && question.user_type === 'client');
  const answers: SandboxRequest['answers'] = {};
  for (const question of flow) {
    const first = question.options[0]?.id ?? null;
    if (question.question_type === 'text_area') answers[question.id] = description;
    else if (question.question_type === 'text') answers[question.id] = '';
    else answers[question.id] = question.is_multiple_select ? (first === null ? [] : [first]) : first;
  }
  return answers;
}

function seedRequests(questions: SandboxQuestion[]): SandboxRequest[] {
  const request = (
    id: number,
    owner: number,
    subService: number,
    address: SandboxAddress,
    timing: Timing,
    status: RequestStatus,
    ageDays: number,
    description: string,
    extra: Partial<SandboxRequest> = {},
  ): SandboxRequest => ({
    id,
    client: owner,
    sub_service: subService,
    address,
    timing,
    answers: sampleAnswers(questions, subService, description),
    comment: description,
    images: [],
    status,
    status_reason: null,
    invited_providers: [],
    created_at: daysAgo(ageDays),
    hired_at: null,
    ...extra,
  });
  return [
    request(6001, client, SUB.deepCleaning, home, 'urgent', 'open', 0.2, 'تنظيف عميق لشقة من 3 غرف قبل وصول الضيوف.', {
      invited_providers: [alNoor],
    }),
    request(6002, client, SUB.leakRepair, home, 'within_two_weeks', 'offers_received', 1, 'تسريب تحت مغسلة المطبخ والخزانة تبللت.', {
      images: ['/sandbox/requests/leak-1.jpg'],
    }),
    request(6003, client, SUB.acInstallation, work, 'after_two_weeks', 'offers_received', 3, 'تركيب مكيفين سبليت 1.5 طن في المكتب.'),
    request(6004, client, SUB.acCleaning, home, 'within_two_weeks', 'provider_hired', 6, 'تنظيف 3 مكيفات قبل الصيف.', {
      hired_at: daysAgo(2),
    }),
    request(6005, client, SUB.homeCleaning, home, 'within_two_weeks', 'completed', 40, 'تنظيف أسبوعي للشقة.', { hired_at: daysAgo(38) }),
    request(6006, client, SUB.interiorPainting, home, 'planning', 'cancelled', 60, 'دهان غرفة الأطفال.', {
      status_reason: 'Plans changed',
    }),
    request(6007, client, SUB.wiring, work, 'urgent', 'closed', 20, 'إضافة 4 مقابس في المكتب.', {
      status_reason: 'The job was done elsewhere',
    }),
    request(6011, laith, SUB.drainUnclogging, laithHome(261, 7), 'urgent', 'open', 0.1, 'المجلى مسدود تماماً.'),
    request(6012, laith, SUB.waterHeater, laithHome(262, 9), 'planning', 'open', 2, 'أفكر بتركيب سخان شمسي للمنزل.'),
    request(6013, laith, SUB.lighting, laithHome(263, 3), 'within_two_weeks', 'offers_received', 1.5, 'تركيب ثريا في الصالون.'),
    request(6014, laith, SUB.officeCleaning, laithHome(264, 4), 'after_two_weeks', 'open', 4, 'تنظيف مكتب صغير مرة أسبوعياً.'),
    request(6015, laith, SUB.leakRepair, laithHome(265, 21, 2), 'urgent', 'open', 0.5, 'تسريب في الحمام (إربد).'),
    request(6016, laith, SUB.leakRepair, laithHome(266, 8), 'urgent', 'completed', 25, 'تسريب من سقف الحمام.', { hired_at: daysAgo(24) }),
  ];
}

function seedOffers(): SandboxOffer[] {
  const offer = (
    id: number,
    request: number,
    provider: number,
    price: number,
    details: string,
    status: OfferStatus,
    ageDays: number,
    extra: Partial<SandboxOffer> = {},
  ): SandboxOffer => ({
    id,
    request,
    provider,
    price,
    details,
    images: [],
    proposed_date: null,
    status,
    rejection_source: null,
    rejection_reason: null,
    paid_with: 'free',
    created_at: daysAgo(ageDays),
    ...extra,
  });
  return [
    offer(7001, 6002, omar, 35, 'أستطيع الحضور غداً صباحاً، السعر يشمل تبديل الوصلات.', 'pending', 0.5, { proposed_date: daysAhead(1) }),
    offer(7002, 6003, omar, 120, 'تركيب مكيفين مع القواعد والتمديدات حتى 3 أمتار.', 'pending', 2),
    offer(7003, 6003, busy, 95, 'تركيب مع فحص نقطة الكهرباء.', 'pending', 1, { paid_with: 'balance' }),
    offer(7004, 6004, omar, 40, 'غسيل 3 مكيفات داخلي وخارجي.', 'hired', 5, { proposed_date: daysAhead(2) }),
    offer(7005, 6004, busy, 45, 'تنظيف شامل مع فحص الغاز.', 'rejected', 5, { rejection_source: 'system' }),
    offer(7006, 6005, alNoor, 60, 'فريق من شخصين لمدة 4 ساعات.', 'hired', 39),
    offer(7007, 6007, busy, 30, 'أربعة مقابس مع المواد.', 'rejected', 19, { rejection_source: 'client', rejection_reason: 'Price too high' }),
    offer(7008, 6001, alNoor, 55, 'تنظيف عميق مع تعقيم.', 'rejected', 0.1, {
      rejection_source: 'provider',
      rejection_reason: 'Fully booked that day',
    }),
    offer(7009, 6013, busy, 25, 'تركيب الثريا مع الفحص.', 'pending', 1),
    offer(7010, 6016, omar, 30, 'إصلاح التسريب مع ضمان شهر.', 'hired', 24),
  ];
}

function seedRatings(): SandboxRating[] {
  return [
    {
      id: 8001,
      request: 6005,
      direction: 'client_to_provider',
      rater: client,
      rated: alNoor,
      scores: {
        overall_quality: 5,
        communication: 5,
        punctuality: 4,
        professionalism: 5,
        meeting_expectations: 5,
        worth_the_cost: 4,
        work_quality: 5,
        cleanliness: 5,
      },
      experience: 'فريق محترف وصل في الموعد تقريباً وترك الشقة نظيفة جداً.',
      created_at: daysAgo(37),
    },
    {
      id: 8002,
      request: 6005,
      direction: 'provider_to_client',
      rater: alNoor,
      rated: client,
      scores: { payment_timing: 5, respect_and_professionalism: 5, clarity_of_requirements: 4 },
      experience: 'Clear instructions and paid on the spot. A pleasure to work with.',
      created_at: daysAgo(37),
    },
    {
      id: 8003,
      request: 6016,
      direction: 'client_to_provider',
      rater: laith,
      rated: omar,
      scores: {
        overall_quality: 4,
        communication: 5,
        punctuality: 5,
        professionalism: 4,
        meeting_expectations: 4,
        worth_the_cost: 5,
        work_quality: 4,
        cleanliness: 4,
      },
      experience: 'Fixed the leak quickly and explained what caused it.',
      created_at: daysAgo(23),
    },
  ];
}

function seedNotifications(): SandboxNotification[] {
  const note = (
    id: number,
    user: number,
    kind: NotificationKind,
    title: Pair,
    body: Pair,
    ageDays: number,
    links: { request?: number; offer?: number } = {},
    isRead = false,
  ): SandboxNotification => ({
    id,
    user,
    kind,
    ...pairs('title', title),
    ...pairs('body', body),
    request: links.request ?? null,
    offer: links.offer ?? null,
    is_read: isRead,
    created_at: daysAgo(ageDays),
  });
  return [
    note(9001, client, 'new_offer', ['عرض جديد على طلبك', 'New offer on your request'], ['وصلك عرض بقيمة 35 دينار على إصلاح التسريبات', 'You received a 35 JOD offer for Leak repair'], 0.5, { request: 6002, offer: 7001 }),
    note(9002, client, 'new_offer', ['عرض جديد على طلبك', 'New offer on your request'], ['وصلك عرض بقيمة 95 دينار على تركيب المكيفات', 'You received a 95 JOD offer for AC installation'], 1, { request: 6003, offer: 7003 }),
    note(9003, client, 'rated', ['تم تقييمك', 'You were rated'], ['قيّمتك شركة النور للتنظيف', 'Al-Noor Cleaning Co. rated you'], 37, { request: 6005 }, true),
    note(9004, client, 'report_received', ['استلمنا بلاغك', 'We received your report'], ['سنراجع بلاغك ونتواصل معك', 'We will review your report and get back to you'], 18, { request: 6007 }, true),
    note(9005, omar, 'hired', ['تم توظيفك', 'You were hired'], ['اختارت العميلة عرضك لتنظيف المكيفات', 'The client chose your offer for AC cleaning and servicing'], 2, { request: 6004, offer: 7004 }),
    note(9006, busy, 'offer_rejected', ['لم يتم اختيار عرضك', 'Your offer was not chosen'], ['وظّف العميل مزوّد خدمة آخر', 'The client hired another provider'], 2, { request: 6004, offer: 7005 }),
    note(9007, alNoor, 'invited', ['دعوة لتقديم عرض', 'Invitation to send an offer'], ['دعتك عميلة لتقديم عرض على تنظيف عميق', 'A client invited you to send an offer for Deep cleaning'], 0.2, { request: 6001 }),
  ];
}

export function seedMarket(): MarketSlice {
  const catalogue = buildCatalogue();
  return {
    ...catalogue,
    providers: seedProviders(),
    requests: seedRequests(catalogue.questions),
    offers: seedOffers(),
    dismissedJobs: [],
    ratings: seedRatings(),
    reports: [
      {
        id: 8501,
        reporter: client,
        reported_user: busy,
        request: 6007,
        reason: 'inappropriate_behaviour',
        explanation: 'Kept calling after I closed the request.',
        created_at: daysAgo(18),
      },
    ],
    notifications: seedNotifications(),
  };
}

/** Marketplace and content scenarios (see mocks/scenarios.ts). */
export const marketScenarios: Record<string, (state: SandboxState) => void> = {
  ...contentScenarios,
  /** No categories at all: the home and services pages show their empty states. */
  'empty-catalogue': (state) => {
    state.market.categories = [];
    state.market.subServices = [];
    state.market.questions = [];
  },
  /** Client 1 has never asked for anything. */
  'no-requests': (state) => {
    const mine = new Set(state.market.requests.filter((item) => item.client === client).map((item) => item.id));
    state.market.requests = state.market.requests.filter((item) => !mine.has(item.id));
    state.market.offers = state.market.offers.filter((item) => !mine.has(item.request));
    state.market.ratings = state.market.ratings.filter((item) => !mine.has(item.request));
    state.market.notifications = state.market.notifications.filter((item) => item.user !== client);
  },
  /** Omar (provider 2) has used today's free offers and has no balance. */
  'provider-out-of-free-offers': (state) => {
    const profile = state.market.providers.find((item) => item.user === omar);
    if (!profile) return;
    profile.free_offers_day = dayOf(clock.now());
    profile.free_offers_used = LIMITS.freeOffersPerDay;
    profile.balance = 0;
  },
  /** Omar has used today's free offers but can pay from his balance. */
  'provider-paying-from-balance': (state) => {
    const profile = state.market.providers.find((item) => item.user === omar);
    if (!profile) return;
    profile.free_offers_day = dayOf(clock.now());
    profile.free_offers_used = LIMITS.freeOffersPerDay;
  },
  /** Omar paused receiving offers for a week. */
  'provider-paused': (state) => {
    const profile = state.market.providers.find((item) => item.user === omar);
    if (profile) profile.paused_until = new Date(clock.now().getTime() + 7 * DAY_MS).toISOString();
  },
  /** Client 1's open request has no offers and no other provider has work. */
  'no-job-opportunities': (state) => {
    state.market.requests = state.market.requests.filter((item) => !['open', 'offers_received'].includes(item.status));
  },
};

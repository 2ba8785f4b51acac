import type { CatalogueIcon } from '@/services/catalogue';
import type { Pair } from './bilingual';

/* The bilingual catalogue the sandbox starts with: main categories, their sub-services and the jobs clients pick. */

export interface CategorySeed {
  id: number;
  icon: CatalogueIcon;
  name: Pair;
  description: Pair;
  /** Each sub-service: its name, description and the jobs a client can pick. */
  services: ReadonlyArray<{ name: Pair; description: Pair; tasks: readonly Pair[] }>;
  /** Providers of this category answer a question flow too. */
  providerQuestions: boolean;
}

export const CATALOGUE: readonly CategorySeed[] = [
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
        tasks: [
          ['غرف النوم', 'Bedrooms'],
          ['المطبخ', 'Kitchen'],
          ['الحمامات', 'Bathrooms'],
          ['النوافذ', 'Windows'],
        ],
      },
      {
        name: ['تنظيف عميق', 'Deep cleaning'],
        description: ['تنظيف شامل قبل السكن أو بعد الصيانة', 'Top-to-bottom cleaning before moving in or after works'],
        tasks: [
          ['بعد أعمال البناء', 'After construction'],
          ['قبل السكن', 'Before moving in'],
          ['إزالة الدهون', 'Grease removal'],
          ['تعقيم', 'Sanitising'],
        ],
      },
      {
        name: ['تنظيف الكنب والسجاد', 'Sofa and carpet cleaning'],
        description: ['غسيل وتجفيف الكنب والسجاد والفرشات', 'Washing and drying sofas, carpets and mattresses'],
        tasks: [
          ['كنب', 'Sofas'],
          ['سجاد', 'Carpets'],
          ['فرشات', 'Mattresses'],
          ['ستائر', 'Curtains'],
        ],
      },
      {
        name: ['تنظيف المكاتب', 'Office cleaning'],
        description: ['تنظيف المكاتب والمحلات التجارية', 'Cleaning for offices and shops'],
        tasks: [
          ['مساحات العمل', 'Work areas'],
          ['غرف الاجتماعات', 'Meeting rooms'],
          ['الواجهات الزجاجية', 'Glass fronts'],
        ],
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
        description: [
          'كشف وإصلاح تسريب المياه في الجدران والأرضيات',
          'Finding and fixing water leaks in walls and floors',
        ],
        tasks: [
          ['تسريب حنفية', 'Dripping tap'],
          ['تسريب في الجدار', 'Leak in a wall'],
          ['تسريب من السقف', 'Ceiling leak'],
          ['كشف تسريب إلكتروني', 'Electronic leak detection'],
        ],
      },
      {
        name: ['تركيب سخانات المياه', 'Water heater installation'],
        description: [
          'تركيب وصيانة السخانات الكهربائية والشمسية',
          'Installing and servicing electric and solar heaters',
        ],
        tasks: [
          ['سخان كهربائي', 'Electric heater'],
          ['سخان شمسي', 'Solar heater'],
          ['سخان غاز', 'Gas heater'],
        ],
      },
      {
        name: ['تسليك المجاري', 'Drain unclogging'],
        description: ['فتح انسدادات المجاري والمغاسل', 'Clearing blocked drains and sinks'],
        tasks: [
          ['مغسلة المطبخ', 'Kitchen sink'],
          ['المرحاض', 'Toilet'],
          ['المصرف الرئيسي', 'Main drain'],
        ],
      },
      {
        name: ['تركيب الأدوات الصحية', 'Bathroom fixtures'],
        description: ['تركيب المغاسل والخلاطات والمراحيض', 'Fitting sinks, mixers and toilets'],
        tasks: [
          ['خلاط', 'Mixer tap'],
          ['مغسلة', 'Washbasin'],
          ['مرحاض', 'Toilet'],
          ['دش', 'Shower'],
        ],
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
        tasks: [
          ['مقبس جديد', 'New socket'],
          ['استبدال مفاتيح', 'Replace switches'],
          ['تمديد جديد', 'New wiring'],
        ],
      },
      {
        name: ['تركيب الإنارة', 'Lighting installation'],
        description: ['تركيب الثريات والإنارة المخفية', 'Chandeliers and hidden lighting'],
        tasks: [
          ['ثريا', 'Chandelier'],
          ['إنارة مخفية', 'Hidden lighting'],
          ['إنارة خارجية', 'Outdoor lights'],
        ],
      },
      {
        name: ['إصلاح لوحة الكهرباء', 'Electrical panel repair'],
        description: ['فحص وإصلاح لوحات التوزيع والقواطع', 'Checking and fixing panels and breakers'],
        tasks: [
          ['القاطع يفصل', 'Breaker keeps tripping'],
          ['تبديل قواطع', 'Replace breakers'],
          ['فحص شامل', 'Full inspection'],
        ],
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
        tasks: [
          ['سبليت', 'Split unit'],
          ['شباك', 'Window unit'],
          ['نقل مكيف', 'Move a unit'],
        ],
      },
      {
        name: ['تنظيف وصيانة المكيفات', 'AC cleaning and servicing'],
        description: ['غسيل الفلاتر والوحدات الداخلية والخارجية', 'Washing filters, indoor and outdoor units'],
        tasks: [
          ['غسيل الفلاتر', 'Filter wash'],
          ['الوحدة الداخلية', 'Indoor unit'],
          ['الوحدة الخارجية', 'Outdoor unit'],
        ],
      },
      {
        name: ['تعبئة غاز المكيف', 'AC gas refill'],
        description: ['فحص التسريب وتعبئة الغاز', 'Leak check and gas refill'],
        tasks: [
          ['لا يبرد', 'Not cooling'],
          ['فحص تسريب', 'Leak check'],
          ['تعبئة كاملة', 'Full refill'],
        ],
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
        tasks: [
          ['فك وتركيب', 'Dismantle and reassemble'],
          ['تغليف', 'Packing'],
          ['رفع بالونش', 'Crane lift'],
        ],
      },
      {
        name: ['نقل المكاتب', 'Office moving'],
        description: ['نقل الأثاث المكتبي والأجهزة', 'Moving office furniture and equipment'],
        tasks: [
          ['مكاتب وكراسي', 'Desks and chairs'],
          ['أجهزة', 'Equipment'],
          ['أرشيف', 'Archives'],
        ],
      },
      {
        name: ['توصيل قطعة واحدة', 'Single item delivery'],
        description: ['نقل قطعة أثاث أو جهاز واحد', 'Moving one piece of furniture or an appliance'],
        tasks: [
          ['ثلاجة', 'Fridge'],
          ['غسالة', 'Washing machine'],
          ['كنب', 'Sofa'],
        ],
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
        tasks: [
          ['جدران', 'Walls'],
          ['أسقف', 'Ceilings'],
          ['أبواب', 'Doors'],
        ],
      },
      {
        name: ['دهان خارجي', 'Exterior painting'],
        description: ['دهان الواجهات والأسوار', 'Painting facades and fences'],
        tasks: [
          ['واجهة', 'Facade'],
          ['سور', 'Fence'],
          ['عزل', 'Waterproofing'],
        ],
      },
      {
        name: ['دهانات ديكورية', 'Decorative painting'],
        description: ['ورق جدران ودهانات خاصة', 'Wallpaper and special finishes'],
        tasks: [
          ['ورق جدران', 'Wallpaper'],
          ['دهان مخملي', 'Velvet finish'],
          ['جدارية', 'Mural'],
        ],
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
        tasks: [
          ['خزانة', 'Wardrobe'],
          ['سرير', 'Bed'],
          ['رفوف', 'Shelves'],
        ],
      },
      {
        name: ['إصلاح وتركيب الأبواب', 'Door repair and installation'],
        description: ['تركيب الأبواب وتبديل الأقفال والمفصلات', 'Fitting doors, locks and hinges'],
        tasks: [
          ['باب جديد', 'New door'],
          ['قفل', 'Lock'],
          ['مفصلات', 'Hinges'],
        ],
      },
      {
        name: ['خزائن المطبخ', 'Kitchen cabinets'],
        description: ['تفصيل وإصلاح خزائن المطبخ', 'Made-to-measure and repaired kitchen cabinets'],
        tasks: [
          ['تفصيل جديد', 'New cabinets'],
          ['إصلاح', 'Repair'],
          ['تبديل واجهات', 'New fronts'],
        ],
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
        tasks: [
          ['صراصير', 'Cockroaches'],
          ['نمل', 'Ants'],
          ['بق الفراش', 'Bed bugs'],
        ],
      },
      {
        name: ['مكافحة القوارض', 'Rodent control'],
        description: ['التخلص من الفئران والجرذان', 'Getting rid of mice and rats'],
        tasks: [
          ['فئران', 'Mice'],
          ['جرذان', 'Rats'],
          ['إغلاق المداخل', 'Sealing entry points'],
        ],
      },
      {
        name: ['معالجة النمل الأبيض', 'Termite treatment'],
        description: ['فحص ومعالجة النمل الأبيض', 'Termite inspection and treatment'],
        tasks: [
          ['فحص', 'Inspection'],
          ['معالجة', 'Treatment'],
          ['وقاية', 'Prevention'],
        ],
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
        tasks: [
          ['لا تعمل', "Won't start"],
          ['تسريب مياه', 'Leaking'],
          ['صوت مرتفع', 'Noisy'],
        ],
      },
      {
        name: ['صيانة الثلاجات', 'Refrigerator repair'],
        description: ['إصلاح التبريد والثلج', 'Cooling and freezer repairs'],
        tasks: [
          ['لا تبرد', 'Not cooling'],
          ['تكوّن الثلج', 'Ice build-up'],
          ['صوت مرتفع', 'Noisy'],
        ],
      },
      {
        name: ['صيانة الأفران', 'Oven and stove repair'],
        description: ['إصلاح أفران الغاز والكهرباء', 'Gas and electric ovens and hobs'],
        tasks: [
          ['لا يشتعل', "Won't ignite"],
          ['الحرارة غير منتظمة', 'Uneven heat'],
          ['تبديل عيون الغاز', 'Replace burners'],
        ],
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
        tasks: [
          ['قص العشب', 'Mowing'],
          ['تقليم', 'Pruning'],
          ['تنظيف', 'Clean-up'],
        ],
      },
      {
        name: ['قص الأشجار', 'Tree trimming'],
        description: ['قص وتشذيب الأشجار الكبيرة', 'Cutting and shaping large trees'],
        tasks: [
          ['تشذيب', 'Shaping'],
          ['قص كامل', 'Full removal'],
          ['إزالة الجذوع', 'Stump removal'],
        ],
      },
      {
        name: ['أنظمة الري', 'Irrigation systems'],
        description: ['تركيب وإصلاح أنظمة الري بالتنقيط', 'Installing and fixing drip irrigation'],
        tasks: [
          ['تركيب جديد', 'New system'],
          ['إصلاح تسريب', 'Fix a leak'],
          ['مؤقت ري', 'Timer'],
        ],
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

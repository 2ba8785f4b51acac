import type { CategorySeed } from './category-seed';

/* The catalogue's home services: cleaning, moving, pest control, gardening. */

export const HOME_SERVICES: readonly CategorySeed[] = [
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

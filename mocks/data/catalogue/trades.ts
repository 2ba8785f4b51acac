import type { CategorySeed } from './category-seed';

/* The catalogue's skilled trades: plumbing, electrical, AC, painting, carpentry, appliance repair. */

export const TRADES: readonly CategorySeed[] = [
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
];

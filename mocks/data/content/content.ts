import { ARTICLE_COVERS } from './article-covers';
import { daysAgo } from '../../shared/clock';
import type { Article, ContactMessage, HelpTopic, Testimonial } from '../shared/records';

/** The reading slice: articles, help topics, testimonials, contact messages. */
export interface ContentSlice {
  articles: Article[];
  helpTopics: HelpTopic[];
  testimonials: Testimonial[];
  /** Messages sent through "contact us", with the sender's user id (null for a guest). */
  contactMessages: (ContactMessage & { user: number | null })[];
}

/** An article body is HTML (rendered through the app's allow-list): one paragraph per line. */
const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

/** A body with a heading and a list, as the backend's editor writes them. */
const steps = (intro: string, heading: string, items: string[], outro: string) =>
  `<p>${intro}</p><h2>${heading}</h2><ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol><p>${outro}</p>`;

function seedArticles(): Article[] {
  return [
    {
      id: 1,
      title_ar: 'كيف تختار مزوّد الخدمة المناسب',
      title_en: 'How to choose the right service provider',
      summary_ar: 'خمس خطوات بسيطة لمقارنة العروض واختيار من تثق به.',
      summary_en: 'Five simple steps to compare offers and pick someone you trust.',
      body_ar: steps(
        'اختيار مزوّد الخدمة المناسب يوفّر عليك الوقت والمال. اتبع هذه الخطوات قبل أن توظّف أحداً.',
        'الخطوات الخمس',
        [
          'اقرأ تقييمات العملاء السابقين وانتبه لتفاصيلها، لا لعدد النجوم فقط.',
          'قارن العروض بالسعر وبما يشمله: المواد، الضمان، وموعد البدء.',
          'تواصل مع مزوّد الخدمة عبر واتساب واسأله عن خبرته في عمل مشابه.',
          'اتفق على كل شيء كتابياً قبل بدء العمل.',
          'بعد الانتهاء، <strong>قيّم التجربة</strong> لتساعد غيرك.',
        ],
        'للمزيد اقرأ <a href="/clients/tips-for-dealing">نصائح للتعامل مع مزوّدي الخدمة</a>.',
      ),
      body_en: steps(
        'Picking the right provider saves you time and money. Follow these steps before you hire anyone.',
        'Five steps',
        [
          'Read what earlier clients wrote, not just the number of stars.',
          'Compare offers by price and by what they include: materials, warranty and start date.',
          'Chat with the provider on WhatsApp and ask about similar jobs they have done.',
          'Agree on everything in writing before the work starts.',
          'When the job is done, <strong>rate the experience</strong> to help others.',
        ],
        'For more, read our <a href="/clients/tips-for-dealing">tips for dealing with providers</a>.',
      ),
      cover_image: ARTICLE_COVERS.chooseProvider,
      reading_minutes: 4,
      published_at: daysAgo(30),
    },
    {
      id: 2,
      title_ar: 'جهّز مكيفك قبل الصيف',
      title_en: 'Get your AC ready for summer',
      summary_ar: 'صيانة بسيطة توفر الكهرباء وتطيل عمر المكيف.',
      summary_en: 'Simple servicing that saves power and makes your unit last longer.',
      body_ar: paragraphs(
        'نظف الفلاتر كل أسبوعين في موسم الاستخدام.',
        'اطلب صيانة شاملة مرة في السنة على الأقل قبل حر الصيف.',
        'إذا لاحظت ضعف التبريد فقد يحتاج المكيف إلى فحص تسريب الغاز.',
      ),
      body_en: paragraphs(
        'Clean the filters every two weeks while the unit is in use.',
        'Book a full service at least once a year, before the summer heat.',
        'If cooling gets weak, the unit may need a gas leak check.',
      ),
      cover_image: ARTICLE_COVERS.acSummer,
      reading_minutes: 3,
      published_at: daysAgo(20),
    },
    {
      id: 3,
      title_ar: 'علامات تسريب المياه الخفي',
      title_en: 'Signs of a hidden water leak',
      summary_ar: 'اكتشف التسريب مبكراً قبل أن يتلف الجدران.',
      summary_en: 'Catch a leak early, before it damages your walls.',
      body_ar: paragraphs(
        'فاتورة مياه مرتفعة دون سبب واضح.',
        'بقع رطوبة أو تقشر في الدهان.',
        'صوت تدفق مياه والحنفيات مغلقة.',
        'عندها اطلب فني كشف تسريب إلكتروني لتحديد المكان دون تكسير.',
        'أما التسريب في الشبكة العامة فأبلغ عنه <a href="https://www.miyahuna.com.jo">مياهنا</a>.',
      ),
      body_en: paragraphs(
        'A water bill that is higher for no clear reason.',
        'Damp patches or peeling paint.',
        'The sound of running water with every tap closed.',
        'Then ask for electronic leak detection to find the spot without breaking walls.',
        'A leak in the public network? Report it to <a href="https://www.miyahuna.com.jo">Miyahuna</a>.',
      ),
      cover_image: ARTICLE_COVERS.hiddenLeak,
      reading_minutes: 3,
      published_at: daysAgo(12),
    },
    {
      id: 4,
      title_ar: 'نصائح للتعامل مع مزوّدي الخدمة',
      title_en: 'Tips for dealing with providers',
      summary_ar: 'كيف تجعل التجربة سلسة لك ولمزوّد الخدمة.',
      summary_en: 'How to make the job go smoothly for you and the provider.',
      body_ar: paragraphs(
        'اكتب وصفاً واضحاً للعمل وأرفق صوراً.',
        'كن متاحاً في الموعد المتفق عليه.',
        'ادفع في الوقت المتفق عليه وقيّم بإنصاف.',
      ),
      body_en: paragraphs(
        'Describe the job clearly and add photos.',
        'Be there at the agreed time.',
        'Pay when agreed and rate fairly.',
      ),
      cover_image: ARTICLE_COVERS.dealingTips,
      reading_minutes: 2,
      published_at: daysAgo(5),
    },
  ];
}

function seedHelpTopics(): HelpTopic[] {
  return [
    {
      id: 1,
      audience: 'client',
      title_ar: 'طلب خدمة',
      title_en: 'Requesting a service',
      description_ar: 'من الأسئلة إلى اختيار العرض المناسب',
      description_en: 'From the questions to choosing the right offer',
      questions: [
        {
          id: 11,
          question_ar: 'كيف أطلب خدمة؟',
          question_en: 'How do I request a service?',
          answer_ar: 'اختر الخدمة، أجب عن الأسئلة، حدد العنوان والموعد، ثم أرسل الطلب لتصلك العروض.',
          answer_en:
            'Pick the service, answer its questions, choose the address and timing, then send it and offers will arrive.',
        },
        {
          id: 12,
          question_ar: 'هل يمكنني إلغاء طلبي؟',
          question_en: 'Can I cancel my request?',
          answer_ar: 'نعم، ما دمت لم توظف مزوّد خدمة بعد. اختر سبب الإلغاء من صفحة الطلب.',
          answer_en: 'Yes, as long as you have not hired a provider yet. Choose a reason on the request page.',
        },
        {
          id: 13,
          question_ar: 'كم صورة يمكنني إرفاقها؟',
          question_en: 'How many photos can I attach?',
          answer_ar: 'حتى 5 صور بصيغة JPG أو PNG، وحجم كل منها 5 ميغابايت كحد أقصى.',
          answer_en: 'Up to 5 JPG or PNG photos, 5 MB each at most.',
        },
      ],
    },
    {
      id: 2,
      audience: 'provider',
      title_ar: 'العروض والرصيد',
      title_en: 'Offers and balance',
      description_ar: 'العروض المجانية اليومية والرصيد',
      description_en: 'Daily free offers and your balance',
      questions: [
        {
          id: 21,
          question_ar: 'كم عرضاً مجانياً أحصل عليه؟',
          question_en: 'How many free offers do I get?',
          answer_ar: '5 عروض مجانية كل يوم. بعدها تُخصم كلفة كل عرض من رصيدك.',
          answer_en: '5 free offers every day. After that each offer is paid from your balance.',
        },
        {
          id: 22,
          question_ar: 'ما حدود سعر العرض؟',
          question_en: 'What price can an offer have?',
          answer_ar: 'من 10 إلى 10,000 دينار.',
          answer_en: 'From 10 to 10,000 JOD.',
        },
      ],
    },
    {
      id: 3,
      audience: 'all',
      title_ar: 'الحساب والأمان',
      title_en: 'Account and safety',
      description_ar: 'رقم الهاتف، اللغة، إغلاق الحساب',
      description_en: 'Phone number, language, closing your account',
      questions: [
        {
          id: 31,
          question_ar: 'كم مرة يمكنني تغيير رقم هاتفي؟',
          question_en: 'How often can I change my phone number?',
          answer_ar: 'مرة واحدة في الشهر.',
          answer_en: 'Once a month.',
        },
        {
          id: 32,
          question_ar: 'هل يمكنني استرجاع حسابي بعد إغلاقه؟',
          question_en: 'Can I get my account back after closing it?',
          answer_ar: 'نعم، خلال 30 يوماً من الإغلاق.',
          answer_en: 'Yes, within 30 days of closing it.',
        },
      ],
    },
  ];
}

function seedTestimonials(): Testimonial[] {
  return [
    {
      id: 1,
      role: 'client',
      rating: 5,
      name_ar: 'ديما ع.',
      name_en: 'Dima A.',
      city_ar: 'عمّان',
      city_en: 'Amman',
      quote_ar: 'وصلتني ثلاثة عروض خلال ساعة واخترت سبّاكاً ممتازاً.',
      quote_en: 'Three offers within an hour, and the plumber I picked was excellent.',
    },
    {
      id: 2,
      role: 'provider',
      rating: 5,
      name_ar: 'محمود ر.',
      name_en: 'Mahmoud R.',
      city_ar: 'الزرقاء',
      city_en: 'Zarqa',
      quote_ar: 'أحصل على أعمال قريبة مني كل أسبوع دون عناء.',
      quote_en: 'I get jobs near me every week without chasing them.',
    },
    {
      id: 3,
      role: 'client',
      rating: 4,
      name_ar: 'سامر ك.',
      name_en: 'Samer K.',
      city_ar: 'إربد',
      city_en: 'Irbid',
      quote_ar: 'مقارنة الأسعار وفّرت عليّ الكثير في نقل الأثاث.',
      quote_en: 'Comparing prices saved me a lot on my move.',
    },
    {
      id: 4,
      role: 'client',
      rating: 5,
      name_ar: 'لينا م.',
      name_en: 'Lina M.',
      city_ar: 'عمّان',
      city_en: 'Amman',
      quote_ar: 'فريق التنظيف كان دقيقاً ومحترماً، وسأطلبهم مجدداً.',
      quote_en: 'The cleaning team was thorough and respectful. I will book them again.',
    },
  ];
}

export function seedContent(): ContentSlice {
  return {
    articles: seedArticles(),
    helpTopics: seedHelpTopics(),
    testimonials: seedTestimonials(),
    contactMessages: [],
  };
}

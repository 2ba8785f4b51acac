/**
 * The sandbox's own messages in Arabic, keyed by their English text, as Django's gettext keys a
 * message by its source text: a DRF backend answers in the request's Accept-Language, and so does
 * the sandbox (mocks/shared/http.ts). The error catalogue's messages (spec §8) are not here: they are sent in English,
 * verbatim, and the app translates them itself (services/api/messages.ts). Messages with a value in
 * them (a field's name, a list) are matched by pattern.
 */
export const ARABIC_MESSAGES: Readonly<Record<string, string>> = {
  'A request with this Idempotency-Key is still in progress': 'طلب بمفتاح Idempotency-Key هذا ما زال قيد التنفيذ',
  'Idempotency-Key must be 1 to 255 characters': 'يجب أن يكون Idempotency-Key من 1 إلى 255 حرفًا',
  'This Idempotency-Key was used with a different request': 'استُخدم مفتاح Idempotency-Key هذا مع طلب مختلف',
  'A JSON body is required': 'يلزم جسم طلب بصيغة JSON',
  'A JSON object body is required': 'يلزم جسم طلب بصيغة JSON',
  'A multipart form body is required': 'يلزم جسم طلب متعدد الأجزاء',
  'A service provider profile is required': 'يلزم ملف مزوّد خدمة',
  'Authentication credentials were not provided.': 'لم تُرسل بيانات الدخول.',
  'Choose between 1 and 30 days': 'اختر بين يوم واحد و30 يومًا',
  'Choose from 1 to 5': 'اختر من 1 إلى 5',
  'Choose paid, failed or cancelled': 'اختر: مدفوع أو فاشل أو ملغى',
  'Choose personal or company': 'اختر فرد أو شركة',
  'Choose services of the chosen category only': 'اختر خدمات من الفئة المختارة فقط',
  'Choose up to 4 languages': 'اختر 4 لغات كحد أقصى',
  'Create a service provider account first': 'أنشئ حساب مزوّد خدمة أولًا',
  'Each language once': 'اختر كل لغة مرة واحدة',
  'Enter a URL of this site.': 'أدخل رابطًا من هذا الموقع.',
  'Enter a valid URL.': 'أدخل رابطًا صحيحًا.',
  'Enter a push endpoint (an https URL)': 'أدخل عنوان إشعارات (رابط https)',
  'Enter a time as HH:MM': 'أدخل الوقت بصيغة HH:MM',
  'Choose ar or en': 'اختر ar أو en',
  'Choose client or provider': 'اختر client أو provider',
  'Enter a valid phone number': 'أدخل رقم هاتف صحيحًا',
  'Enter whole dinars from 1 to 1,000': 'أدخل دنانير كاملة من 1 إلى 1,000',
  'Expected a list of option ids': 'يلزم قائمة بأرقام الخيارات',
  'Expected one option id': 'يلزم رقم خيار واحد',
  'Expected text': 'يلزم نص',
  'Forced failure': 'إخفاق مفروض من الصندوق التجريبي',
  'If an account uses this email, a link to reset the password was sent to it':
    'إن كان هذا البريد لحساب، فقد أُرسل إليه رابط لإعادة تعيين كلمة المرور',
  'Internal sandbox error': 'خطأ داخلي في الصندوق التجريبي',
  'Invalid token': 'رمز غير صالح',
  'Maximum 6 images allowed': 'الحد الأقصى 6 صور',
  'Maximum allowed is 10,000': 'الحد الأقصى المسموح هو 10,000',
  'Minimum allowed is 10': 'الحد الأدنى المسموح هو 10',
  'Not a question of this flow': 'هذا السؤال ليس من أسئلة هذه الخدمة',
  'Only the hired provider can rate the client': 'لا يقيّم العميل إلا مزوّد الخدمة الذي تم توظيفه',
  'Password dose not match': 'كلمتا المرور غير متطابقتين',
  'Phone number is required': 'رقم الهاتف مطلوب',
  'Provider profile not found': 'ملف مزوّد الخدمة غير موجود',
  'Query parameter role is required': 'معامل الاستعلام role مطلوب',
  'Query parameter user_type must be client or provider':
    'يجب أن يكون معامل الاستعلام user_type إما client أو provider',
  'Ratings open once a provider is hired': 'يُفتح التقييم بعد توظيف مزوّد خدمة',
  'Select a city in your country': 'اختر مدينة في بلدك',
  'Select a neighborhood in this city': 'اختر حيًا في هذه المدينة',
  'Select home, work or other': 'اختر: المنزل أو العمل أو غير ذلك',
  'This offer is no longer available': 'هذا العرض لم يعد متاحًا',
  'This payment is already settled': 'تمت تسوية هذه الدفعة بالفعل',
  'This phone number is already in use': 'رقم الهاتف هذا مستخدم بالفعل',
  'Token is invalid or expired': 'الرمز غير صالح أو منتهٍ',
  'Unknown address': 'عنوان غير معروف',
  'Unknown country': 'دولة غير معروفة',
  'Unknown option for this question': 'خيار غير معروف لهذا السؤال',
  'Unknown provider': 'مزوّد خدمة غير معروف',
  'Unknown request': 'طلب غير معروف',
  'Unknown sub-service': 'خدمة غير معروفة',
  'Unknown timing': 'توقيت غير معروف',
  'Unknown user': 'مستخدم غير معروف',
  'Unsupported language': 'لغة غير مدعومة',
  'Use the YYYY-MM-DD format': 'استخدم الصيغة YYYY-MM-DD',
  'You already have a provider profile': 'لديك ملف مزوّد خدمة بالفعل',
  'You already rated this job': 'لقد قيّمت هذا العمل بالفعل',
  'You already sent an offer on this request': 'لقد أرسلت عرضًا على هذا الطلب بالفعل',
  'You do not have permission to perform this action.': 'ليست لديك صلاحية للقيام بهذا الإجراء.',
};

/** A request's status as the lifecycle's refusals name it ("Not allowed while the request is provider hired"). */
const REQUEST_STATUS_AR: Readonly<Record<string, string>> = {
  open: 'مفتوح',
  'offers received': 'وصلته عروض',
  'provider hired': 'تم فيه توظيف مزوّد خدمة',
  completed: 'مكتمل',
  cancelled: 'ملغى',
  closed: 'مغلق',
};

/** Who may perform a lifecycle move. */
const PARTY_AR: Readonly<Record<string, string>> = { client: 'العميل', provider: 'مزوّد الخدمة', system: 'النظام' };

export const ARABIC_PATTERNS: readonly (readonly [RegExp, (...values: string[]) => string])[] = [
  [/^Missing field: (\S+)$/, (field) => `حقل ناقص: ${field}`],
  [/^Unknown field\(s\): (.+)$/, (fields) => `حقول غير معروفة: ${fields}`],
  [/^Invalid type for (\S+): expected (.+)$/, (field, type) => `نوع غير صالح للحقل ${field}: المتوقع ${type}`],
  [/^Invalid (\S+): (.*)$/, (name, value) => `قيمة غير صالحة للمعامل ${name}: ${value}`],
  [/^Query parameter (\S+) is required$/, (parameter) => `معامل الاستعلام ${parameter} مطلوب`],
  [/^Areas not in the chosen city: (.+)$/, (areas) => `مناطق ليست في المدينة المختارة: ${areas}`],
  [/^Your daily spending limit of (\S+) JOD is reached$/, (cap) => `بلغت حد الإنفاق اليومي وهو ${cap} دينار`],
  [/^Unsupported language: (.*)$/, (codes) => `لغة غير مدعومة: ${codes}`],
  [/^Not allowed while the request is (.+)$/, (status) => `غير مسموح والطلب ${REQUEST_STATUS_AR[status] ?? status}`],
  [
    /^Only the (.+) can do this$/,
    (who) =>
      `لا يقوم بهذا إلا ${who
        .split(' or ')
        .map((party) => PARTY_AR[party] ?? party)
        .join(' أو ')}`,
  ],
  [/^purpose must be one of (.+)$/, (purposes) => `يجب أن يكون purpose أحد: ${purposes}`],
  [/^Ensure this field has no more than (\d+) characters\.$/, (count) => `استخدم ${count} حرف على الأكثر.`],
];

/** The Arabic of one of the sandbox's messages, or null when it has none. */
export function arabicOf(english: string): string | null {
  const exact = ARABIC_MESSAGES[english];
  if (exact !== undefined) return exact;
  for (const [pattern, arabic] of ARABIC_PATTERNS) {
    const match = pattern.exec(english);
    if (match) return arabic(...match.slice(1));
  }
  return null;
}

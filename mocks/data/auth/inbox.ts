/**
 * Nothing leaves the sandbox: OTP codes (sent "over WhatsApp") and emailed links
 * land here, where a person (the in-app inbox) and a test (`window.__sandbox.inbox()`)
 * can read them.
 */
export type InboxKind = 'otp' | 'verify-email' | 'reset-password' | 'email-changed';

export interface InboxMessage {
  id: number;
  /** An email address or a phone number. */
  to: string;
  channel: 'email' | 'whatsapp';
  kind: InboxKind;
  subject: string;
  body: string;
  /** The emailed link, for email messages. */
  link?: string;
  /** The one-time code, for OTP messages. */
  code?: string;
  created_at: string;
}

/** The language a message is written in: the recipient's, else the caller's Accept-Language. */
export type InboxLanguage = 'ar' | 'en';

/**
 * What the backend would send, in both languages. This is the sandbox's stand-in
 * for the backend's email and WhatsApp templates (server content, not app copy).
 */
const TEMPLATES: Record<InboxKind, Record<InboxLanguage, { subject: string; body: (value: string) => string }>> = {
  otp: {
    en: {
      subject: 'Your verification code',
      body: (code) => `Your Khidma verification code is ${code}. Do not share it with anyone.`,
    },
    ar: { subject: 'رمز التحقق', body: (code) => `رمز التحقق الخاص بك في خدمة هو ${code}. لا تشاركه مع أحد.` },
  },
  'verify-email': {
    en: {
      subject: 'Confirm your email address',
      body: (link) => `Open this link to confirm your email address: ${link}`,
    },
    ar: { subject: 'تأكيد بريدك الإلكتروني', body: (link) => `افتح هذا الرابط لتأكيد بريدك الإلكتروني: ${link}` },
  },
  'reset-password': {
    en: { subject: 'Reset your password', body: (link) => `Open this link to choose a new password: ${link}` },
    ar: { subject: 'إعادة تعيين كلمة المرور', body: (link) => `افتح هذا الرابط لاختيار كلمة مرور جديدة: ${link}` },
  },
  'email-changed': {
    en: {
      subject: 'Your email address was changed',
      body: (email) =>
        `The email address of your Khidma account was changed to ${email}. If you did not do this, contact us at once.`,
    },
    ar: {
      subject: 'تم تغيير بريدك الإلكتروني',
      body: (email) => `تم تغيير البريد الإلكتروني لحسابك في خدمة إلى ${email}. إذا لم تقم بذلك فتواصل معنا فورًا.`,
    },
  },
};

export function composeMessage(
  id: number,
  kind: InboxKind,
  to: string,
  value: string,
  language: InboxLanguage,
  createdAt: string,
): InboxMessage {
  const template = TEMPLATES[kind][language];
  const common = { id, to, kind, subject: template.subject, body: template.body(value), created_at: createdAt };
  if (kind === 'otp') return { ...common, channel: 'whatsapp', code: value };
  return kind === 'email-changed' ? { ...common, channel: 'email' } : { ...common, channel: 'email', link: value };
}

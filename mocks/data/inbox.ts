/**
 * Nothing leaves the sandbox: OTP codes (sent "over WhatsApp") and emailed links
 * land here, where a person (the in-app inbox) and a test (`window.__sandbox.inbox()`)
 * can read them.
 */
export interface InboxMessage {
  id: number;
  /** An email address or a phone number. */
  to: string;
  channel: 'email' | 'whatsapp';
  kind: 'otp' | 'verify-email' | 'reset-password';
  subject: string;
  body: string;
  /** The emailed link, for email messages. */
  link?: string;
  /** The one-time code, for OTP messages. */
  code?: string;
  created_at: string;
}

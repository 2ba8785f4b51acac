import { normalizeDigits } from './digits';

/**
 * A `https://wa.me/<number>?text=…` link (WhatsApp's click-to-chat): the number in international
 * form, digits only (no +, spaces, dashes or leading 00; Arabic-Indic digits read as digits), and
 * the message prefilled. Null when the number cannot be one (fewer than 8 or more than 15 digits).
 */
export function whatsappLink(phone: string | null | undefined, message: string): string | null {
  if (!phone) return null;
  const digits = normalizeDigits(phone).replace(/\D/g, '').replace(/^00/, '');
  if (digits.length < 8 || digits.length > 15) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

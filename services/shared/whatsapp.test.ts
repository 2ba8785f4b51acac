// @vitest-environment node
import { whatsappLink } from './whatsapp';

describe('whatsappLink', () => {
  it.each([
    ['+962791234567', 'https://wa.me/962791234567?text=Hi'],
    ['+962 79 123 4567', 'https://wa.me/962791234567?text=Hi'],
    ['00962-79-123-4567', 'https://wa.me/962791234567?text=Hi'],
    ['(+44) 7700 900123', 'https://wa.me/447700900123?text=Hi'],
    ['+٩٦٢٧٩١٢٣٤٥٦٧', 'https://wa.me/962791234567?text=Hi'],
    ['1234567', null],
    ['+1234567890123456', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %s', (phone, expected) => {
    expect(whatsappLink(phone, 'Hi')).toBe(expected);
  });

  it('prefills the message, encoded (Arabic, spaces, the reference number, &)', () => {
    const link = whatsappLink('+962791234567', 'مرحباً، بخصوص طلب إصلاح التسريبات JO-2026-006001 & الموعد')!;
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://wa.me/962791234567');
    expect(url.searchParams.get('text')).toBe('مرحباً، بخصوص طلب إصلاح التسريبات JO-2026-006001 & الموعد');
  });
});

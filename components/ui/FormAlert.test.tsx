import { render, screen } from '@testing-library/react';
import { i18next, initI18n } from '@/locales/i18n';
import type { Language } from '@/locales/languages';
import { AppError } from '@/services/api/errors';
import { FormAlert } from './FormAlert';

/* A refused call (429 with retry_after) says when to try again, in both languages, with Arabic's plural forms. */

/** The alert's message and its wait, as `message | wait`. */
async function alertText(language: Language, seconds: number, message = 'Too many attempts.'): Promise<string> {
  await initI18n(language);
  await i18next.changeLanguage(language);
  await i18next.loadNamespaces(['common', 'MESSAGES']);
  const { unmount } = render(<FormAlert error={new AppError(429, message, {}, undefined, seconds)} />);
  const parts = [...screen.getByRole('alert').childNodes].map((node) => node.textContent ?? '');
  unmount();
  return parts.join(' | ');
}

describe('FormAlert: try again in…', () => {
  it.each<[Language, number, string]>([
    ['en', 60, 'Too many attempts. | Try again in 1 minute.'],
    ['en', 20 * 60, 'Too many attempts. | Try again in 20 minutes.'],
    ['en', 24 * 3600, 'Too many attempts. | Try again in 24 hours.'],
    ['ar', 60, 'محاولات كثيرة. | حاول مرة أخرى بعد دقيقة واحدة.'],
    ['ar', 2 * 60, 'محاولات كثيرة. | حاول مرة أخرى بعد دقيقتين.'],
    ['ar', 3 * 60, 'محاولات كثيرة. | حاول مرة أخرى بعد 3 دقائق.'],
    ['ar', 15 * 60, 'محاولات كثيرة. | حاول مرة أخرى بعد 15 دقيقة.'],
    ['ar', 2 * 3600, 'محاولات كثيرة. | حاول مرة أخرى بعد ساعتين.'],
    ['ar', 24 * 3600, 'محاولات كثيرة. | حاول مرة أخرى بعد 24 ساعة.'],
  ])('%s, %i s → %s', async (language, seconds, text) => {
    expect(await alertText(language, seconds)).toBe(text);
  });

  it('keeps the sign-in lockout’s own message before the wait', async () => {
    expect(await alertText('en', 15 * 60, 'Too Many Failed Login Attempts')).toBe(
      'Too Many Failed Login Attempts | Try again in 15 minutes.',
    );
  });
});

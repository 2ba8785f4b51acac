import type { Language } from '@/locales/languages';

/** A calendar date in the reader's language (e.g. "12 March 2025" / "١٢ مارس ٢٠٢٥"). */
export function formatDate(iso: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(typeof iso === 'string' ? new Date(iso) : iso);
}

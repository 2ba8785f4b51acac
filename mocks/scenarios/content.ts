import { XSS_CORPUS } from '../data/content/xss-corpus';
import { daysAgo } from '../shared/clock';
import type { Scenario } from '../shared/state';

/** Content scenarios: an empty testimonials wall, no articles, a hostile article. */
export const contentScenarios: Record<string, Scenario> = {
  'no-testimonials': (state) => {
    state.content.testimonials = [];
  },
  'no-articles': (state) => {
    state.content.articles = [];
  },
  /**
   * Article 99 (the newest) carries every payload of the XSS corpus in its body, in both languages.
   * After each payload, closing tags end whatever it left open (an unclosed <svg> would otherwise
   * swallow the rest), and a marker paragraph shows how far the body got. The mutation-XSS payloads
   * at the end of the corpus leave a dropped element (<noscript>, <svg>) open for good, so the
   * sanitiser removes the rest with it: the last marker shown is "Payload 36.".
   */
  'hostile-article': (state) => {
    const reset =
      '</textarea></title></style></xmp></noscript></noembed></iframe></template></mglyph></mtext></table></svg></math></select></details></video></object></form></a>';
    const body = `<p>Safe text before.</p>${XSS_CORPUS.map((payload, index) => `${payload}${reset}<p>Payload ${index + 1}.</p>`).join('')}<p>Safe text after.</p>`;
    state.content.articles.push({
      id: 99,
      title_ar: 'مقال عدائي',
      title_en: 'A hostile article',
      summary_ar: 'كل حمولات XSS المعروفة في نص واحد.',
      summary_en: 'Every XSS payload we know, in one body.',
      body_ar: body,
      body_en: body,
      cover_image: '',
      reading_minutes: 1,
      published_at: daysAgo(0),
    });
  },
};

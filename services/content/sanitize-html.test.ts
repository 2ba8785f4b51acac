import { XSS_CORPUS as PAYLOADS } from '@/mocks/data/content/xss-corpus';
import { sanitizeArticleHtml } from './sanitize-html';

const ORIGIN = 'https://jo.khidma.test';
const clean = (html: string) =>
  sanitizeArticleHtml(html, { origin: ORIGIN, imageOrigins: ['https://api.khidma.test'] });

/** What may never survive, in the sanitised markup. */
const DANGEROUS = [
  /<script/i,
  /<svg/i,
  /<math/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<style/i,
  /<form/i,
  /<base/i,
  /<meta/i,
  /<link/i,
  /<template/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /expression\s*\(/i,
  /style\s*=/i,
  /srcdoc/i,
  /formaction/i,
  /xlink:href/i,
];

describe('sanitizeArticleHtml: the XSS corpus', () => {
  it('has at least 30 payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(PAYLOADS)('nothing dangerous survives %s', (payload) => {
    const output = clean(payload);
    for (const pattern of DANGEROUS) expect(output, `${pattern} in ${output}`).not.toMatch(pattern);
    // Parsed again as the page parses it (innerHTML): no handler, no script URL, no unknown element.
    const host = document.createElement('div');
    host.innerHTML = output;
    for (const element of host.querySelectorAll('*')) {
      expect([
        'H2',
        'H3',
        'H4',
        'P',
        'BR',
        'HR',
        'UL',
        'OL',
        'LI',
        'A',
        'IMG',
        'STRONG',
        'B',
        'EM',
        'I',
        'U',
        'BLOCKQUOTE',
        'FIGURE',
        'FIGCAPTION',
      ]).toContain(element.tagName);
      for (const { name, value } of element.attributes) {
        expect(name).not.toMatch(/^on/i);
        expect(value).not.toMatch(/^\s*(javascript|vbscript|data):/i);
      }
    }
  });
});

describe('sanitizeArticleHtml: what an article keeps', () => {
  it('keeps headings, paragraphs, lists, emphasis and the text of dropped tags', () => {
    const output = clean(
      '<h1>Title</h1><h2>Part</h2><p>A <strong>bold</strong> and <em>calm</em> line</p><ul><li>one</li></ul><span class="x">kept text</span>',
    );
    expect(output).toBe(
      'Title<h2>Part</h2><p>A <strong>bold</strong> and <em>calm</em> line</p><ul><li>one</li></ul>kept text',
    );
  });

  it.each([
    [
      'https://other.example/page',
      '<a href="https://other.example/page" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['/clients/help-center', '<a href="/clients/help-center">x</a>'],
    [`${ORIGIN}/clients/articles`, `<a href="${ORIGIN}/clients/articles">x</a>`],
    ['mailto:help@khidma.test', '<a href="mailto:help@khidma.test">x</a>'],
    ['ftp://files.example/x', '<a>x</a>'],
  ])('a link to %s', (href, expected) => {
    expect(clean(`<a href="${href}" target="_self">x</a>`)).toBe(expected);
  });

  it.each([
    ['/uploads/a.jpg', true],
    ['https://api.khidma.test/media/a.jpg', true],
    ['https://tracker.example/pixel.gif', false],
    ['data:image/png;base64,iVBORw0KGgo=', false],
  ])('an image from %s is kept: %s', (src, kept) => {
    const output = clean(`<img src="${src}" alt="A tap">`);
    expect(output.includes('<img')).toBe(kept);
    if (kept) expect(output).toContain('loading="lazy"');
  });
});

describe('sanitizeArticleHtml: the look', () => {
  it('gives kept elements our classes and drops the author’s', () => {
    const output = sanitizeArticleHtml('<h2 class="evil" style="color:red">T</h2><p class="x">p</p>', {
      origin: ORIGIN,
      classes: { h2: 'text-xl font-bold' },
    });
    expect(output).toBe('<h2 class="text-xl font-bold">T</h2><p>p</p>');
  });
});

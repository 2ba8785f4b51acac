import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/**
 * Article bodies are rich text from the backend: they are rendered only through this allow-list
 * (DOMPurify, the maintained sanitiser). Headings below the page's h1, paragraphs, lists, links,
 * images and emphasis survive; everything else is dropped (its text kept), every attribute not
 * listed too (`style`, `class`, `id`, event handlers, `data-*`). Links go to http(s), mailto and tel
 * only; a link to another site opens in a new tab with `rel="noopener noreferrer"`. Images load from
 * this site (or the backend's origin) only: no tracking pixels and nothing the CSP would refuse.
 */

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'blockquote',
  'figure',
  'figcaption',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height'];
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

export interface SanitizeOptions {
  /** The page's origin: what counts as "this site". */
  origin: string;
  /** Other origins images may come from (the backend's). */
  imageOrigins?: readonly string[];
  /** The look of each kept element (`h2` → its classes): authors' own classes never survive. */
  classes?: Readonly<Record<string, string>>;
}

function parse(value: string, origin: string): URL | null {
  try {
    return new URL(value, origin);
  } catch {
    return null;
  }
}

let purifier: Purifier | null = null;
let current: Required<SanitizeOptions> = { origin: '', imageOrigins: [], classes: {} };

/** One DOMPurify instance with our hooks, made on first use (never during the build's prerender). */
function instance(): Purifier {
  if (purifier) return purifier;
  const made = DOMPurify(window);
  // Runs after a node's attributes were filtered: what it sets (target, rel, loading) stays, and an
  // author's own target or rel never got this far.
  made.addHook('afterSanitizeAttributes', (node) => {
    const look = current.classes[node.tagName.toLowerCase()];
    if (look) node.setAttribute('class', look);
    if (node.tagName === 'A') {
      const url = parse(node.getAttribute('href') ?? '', current.origin);
      if (!url || !LINK_PROTOCOLS.has(url.protocol)) {
        node.removeAttribute('href');
        return;
      }
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== current.origin) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    } else if (node.tagName === 'IMG') {
      const url = parse(node.getAttribute('src') ?? '', current.origin);
      const allowed =
        url &&
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        (url.origin === current.origin || current.imageOrigins.includes(url.origin));
      if (!allowed) node.remove();
      else {
        node.setAttribute('loading', 'lazy');
        if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      }
    }
  });
  purifier = made;
  return made;
}

/** The body as safe HTML for `dangerouslySetInnerHTML` (browser only). */
export function sanitizeArticleHtml(html: string, options: SanitizeOptions): string {
  current = { imageOrigins: [], classes: {}, ...options };
  return instance().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}

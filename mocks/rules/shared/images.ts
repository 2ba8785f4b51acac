import { MESSAGE_TEXT } from '@/services/api/messages';
import { imageProblem } from '@/services/api/uploads';

/* Images in the sandbox: what an image URL tells of its type and size, a list of them, what an upload keeps inline. */

const IMAGE_EXTENSIONS: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * One image URL in a request, an offer or a gallery (what `common/upload/image/` answers, or a
 * seeded path): the upload's type and size rule (`imageProblem`) applied to what the URL tells.
 * A `data:` URL carries its type and bytes; a path names its type by extension; a `blob:` URL
 * (a large upload, kept by the tab) names nothing and passes.
 */
export function imageUrlError(url: string): string | null {
  const trimmed = url.trim();
  if (!trimmed) return MESSAGE_TEXT.FIELD_REQUIRED;
  if (trimmed.startsWith('blob:')) return null;
  const data = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(trimmed);
  let file: { type: string; name: string; size: number };
  if (data) {
    const [, type = '', base64, payload = ''] = data;
    const size = base64
      ? Math.floor((payload.length * 3) / 4) - (payload.match(/=+$/)?.[0].length ?? 0)
      : payload.length;
    file = { type, name: '', size };
  } else {
    const path = trimmed.split(/[?#]/)[0] ?? '';
    const extension = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase();
    if (extension === undefined) return null;
    file = { type: IMAGE_EXTENSIONS[extension] ?? `application/${extension}`, name: path, size: 0 };
  }
  const problem = imageProblem(file);
  return problem ? MESSAGE_TEXT[problem] : null;
}

export function imagesError(images: readonly string[], max: number, tooMany: string): string | null {
  if (images.length > max) return tooMany;
  for (const url of images) {
    const error = imageUrlError(url);
    if (error) return error;
  }
  return null;
}

/** Uploaded images up to this size are kept as data URLs (they persist); larger ones as object URLs (memory only). */
export const INLINE_IMAGE_MAX_BYTES = 150 * 1024;

/** Small images are kept inline (a data URL survives a reload); large ones would fill localStorage. */
export function keepsInline(size: number): boolean {
  return size <= INLINE_IMAGE_MAX_BYTES;
}

import { IMAGE_TYPES, LIMITS } from '@/services/limits';

/** Photos a canvas can re-encode without losing anything the client meant (a GIF would lose its animation). */
const COMPRESSIBLE: readonly string[] = IMAGE_TYPES.filter((type) => type !== 'image/gif');

/**
 * A phone photo over 5 MB, made to fit on the device before the size rule applies (§5), so a normal
 * photo never meets 'File too large'. Anything else comes back as it was, for the rule to judge.
 * The library loads only when such a photo is picked; no web worker, since its worker script would
 * come from a CDN (and the CSP refuses it).
 */
export async function fitImage(file: File): Promise<File> {
  if (file.size <= LIMITS.imageMaxBytes || !COMPRESSIBLE.includes(file.type)) return file;
  try {
    const { default: compress } = await import('browser-image-compression');
    const smaller = await compress(file, { maxSizeMB: 4, maxWidthOrHeight: 2560, useWebWorker: false, fileType: file.type });
    return new File([smaller], file.name, { type: smaller.type || file.type });
  } catch {
    return file;
  }
}

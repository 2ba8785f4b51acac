import { LIMITS } from '@/services/shared/limits';
import type { MessageKey } from './message-keys';

/**
 * What a file is, judged by its first bytes (its magic number), never by its declared type or
 * name: a PDF renamed `.jpg` is still a PDF. One rule for the screens (before re-encoding on the
 * device) and the sandbox's upload call.
 */
export type FileKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'pdf';

/** How many leading bytes `sniffKind` needs (RIFF....WEBP is 12). */
export const SNIFF_BYTES = 12;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  bytes.every((byte, index) => head[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The kind the leading bytes name, or null for anything else. */
export function sniffKind(head: Uint8Array): FileKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, ascii('GIF8'))) return 'gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, ascii('%PDF'))) return 'pdf';
  return null;
}

/** The first bytes of a file or blob. */
export async function readHead(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.slice(0, SNIFF_BYTES).arrayBuffer());
}

export type ImageKind = Exclude<FileKind, 'pdf'>;

export const IMAGE_MIME: Readonly<Record<ImageKind, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * What a picked image is re-encoded to on the device (which drops every metadata block: EXIF with
 * GPS, XMP, comments): JPEG and WEBP keep their type, PNG stays PNG, a GIF becomes its first frame
 * as a PNG (a canvas cannot write GIF).
 */
export const REENCODED_MIME: Readonly<Record<ImageKind, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/png',
  webp: 'image/webp',
};

/** Why an image may not be uploaded: the catalogue message for it. */
export type ImageProblem = Extract<MessageKey, 'PDF_NOT_SUPPORTED' | 'FILE_TYPE_NOT_SUPPORTED' | 'FILE_TOO_LARGE'>;

export type ImageVerdict = { kind: ImageKind; problem: null } | { kind: null; problem: ImageProblem };

/**
 * The upload rule (spec §5) on a file's leading bytes and size: a PDF as such, anything not an image as an
 * unsupported type, then the size (`null`: not judged yet; the device judges the re-encoded bytes).
 */
export function judgeImage(head: Uint8Array, size: number | null): ImageVerdict {
  const kind = sniffKind(head);
  if (kind === 'pdf') return { kind: null, problem: 'PDF_NOT_SUPPORTED' };
  if (kind === null) return { kind: null, problem: 'FILE_TYPE_NOT_SUPPORTED' };
  return size !== null && size > LIMITS.imageMaxBytes
    ? { kind: null, problem: 'FILE_TOO_LARGE' }
    : { kind, problem: null };
}

/**
 * When the device could not re-encode an image it sniffed as one: a file over 5 MB could not be
 * made to fit ('File too large'); a smaller one is not a readable image ('File type not supported').
 * Either way its original bytes are never uploaded.
 */
export function reencodeFailure(size: number): ImageProblem {
  return size > LIMITS.imageMaxBytes ? 'FILE_TOO_LARGE' : 'FILE_TYPE_NOT_SUPPORTED';
}

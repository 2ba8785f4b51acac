import { IMAGE_TYPES, LIMITS } from '@/services/shared/limits';
import { api, commonAnswers, shaped } from './api-client';
import type { ImageProblem } from './image-kind';

/** What an uploaded image is for (designed call, docs/api/accounts.md). */
export const UPLOAD_PURPOSES = ['profile_photo', 'request', 'provider_gallery', 'offer'] as const;

export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/**
 * POST common/upload/image/ (multipart `file` + `purpose`): one image (JPG, PNG,
 * WEBP or GIF, at most 5 MB) → its URL, to send in the body of the call that uses it.
 */
export async function uploadImage(file: File, purpose: UploadPurpose): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file);
  form.append('purpose', purpose);
  return shaped(commonAnswers, 'uploadedImage', api.post<unknown>('common/upload/image/', form));
}

/**
 * The upload rules (JPG, PNG, WEBP or GIF, at most 5 MB, no PDF; spec §5) applied to what an image URL tells (the sandbox checks every image URL a
 * body carries): a PDF is refused as such, other non-images as an unsupported type, images over 5 MB
 * as too large. A file itself is judged by its bytes (./image-kind.ts `fileProblem`).
 */
export function imageProblem(file: { type: string; name: string; size: number }): ImageProblem | null {
  if (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) return 'PDF_NOT_SUPPORTED';
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'FILE_TYPE_NOT_SUPPORTED';
  if (file.size > LIMITS.imageMaxBytes) return 'FILE_TOO_LARGE';
  return null;
}

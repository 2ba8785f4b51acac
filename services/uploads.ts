import { api } from './api-client';

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
  const { data } = await api.post<{ url: string }>('common/upload/image/', form);
  return data;
}

import { uploadImage, type UploadPurpose } from '@/services/api/uploads';
import { requestImages, type ImageStore } from '@/store/shared/draft-images';
import type { DraftImage } from '@/store/shared/draft-images';

/**
 * Uploads a draft's photos not uploaded yet, in order, and returns every URL. Each result is handed
 * to `onImages` as it lands, so a failure part-way keeps what was done; a photo whose bytes are
 * gone (a private window's reload) is dropped rather than the send refused. The bytes come from
 * the draft's own store (`store`: the request's unless said otherwise).
 */
export async function uploadDraftImages(
  images: readonly DraftImage[],
  purpose: UploadPurpose,
  onImages: (change: (images: DraftImage[]) => DraftImage[]) => void,
  store: ImageStore = requestImages,
): Promise<string[]> {
  const urls: string[] = [];
  for (const image of images) {
    if (image.url) {
      urls.push(image.url);
      continue;
    }
    const blob = await store.get(image.id);
    if (!blob) {
      onImages((current) => current.filter((item) => item.id !== image.id));
      continue;
    }
    const { url } = await uploadImage(new File([blob], image.name, { type: blob.type }), purpose);
    urls.push(url);
    onImages((current) => current.map((item) => (item.id === image.id ? { ...item, url } : item)));
  }
  return urls;
}

import { MESSAGE_TEXT } from '@/services/api/messages';
import { LIMITS } from '@/services/shared/limits';
import { imagesError } from '../shared/images';

/* The requests' rules: their photos, who sees their private details, their reference. */

/** Request images: at most 5 (the catalogue's "Maximum 5 images allowed"), each an image URL. */
export function requestImagesError(images: readonly string[]): string | null {
  return imagesError(images, LIMITS.requestImagesMax, MESSAGE_TEXT.MAX_IMAGES);
}

export interface Viewer {
  userId: number;
  isOwner: boolean;
  /** The viewer is the provider hired on this request. */
  isHiredProvider: boolean;
}

/**
 * Who sees a request's private details (the exact address, the client's phone): the owner
 * and the provider hired on it. The answers are not private: every provider who may open
 * the job sees them, since they are what an offer is priced on.
 */
export function requestVisibility(viewer: Viewer): { address: boolean; phone: boolean } {
  const privateDetails = viewer.isOwner || viewer.isHiredProvider;
  return { address: privateDetails, phone: privateDetails };
}

/** The reference of a request: country code, year, zero-padded id (JO-2026-006001). */
export function referenceNumber(countryCode: string, createdAt: string, id: number): string {
  return `${countryCode.toUpperCase()}-${createdAt.slice(0, 4)}-${String(id).padStart(6, '0')}`;
}

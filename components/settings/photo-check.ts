import type { MessageKey } from '@/services/messages';
import { IMAGE_TYPES, LIMITS } from '@/services/limits';

/**
 * The upload rules of §5, checked before uploading (the sandbox applies the same
 * ones from services/limits.ts): a PDF is refused as such, other non-images as an
 * unsupported type, and images over the size limit as too large. Null when fine.
 */
export function imageProblem(file: File): MessageKey | null {
  if (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) return 'PDF_NOT_SUPPORTED';
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'FILE_TYPE_NOT_SUPPORTED';
  if (file.size > LIMITS.imageMaxBytes) return 'FILE_TOO_LARGE';
  return null;
}

import { IMAGE_MIME, judgeImage, readHead } from '@/services/api/image-kind';
import { MESSAGE_TEXT } from '@/services/api/messages';
import { UPLOAD_PURPOSES } from '@/services/api/uploads';
import { keepsInline } from '../../rules/shared/images';
import { created, fail, route } from '../../shared/http';

/**
 * POST common/upload/image/ (designed): one image per call, multipart `file` + `purpose`.
 * The file is judged by its bytes (services/api/image-kind.ts). The sandbox keeps the bytes as received,
 * so a test can check that the app re-encoded the photo on the device (no EXIF block); a real backend
 * strips metadata as well (docs/api/accounts.md).
 * Small images come back as data URLs, so they survive a reload with the rest of the
 * saved state; larger ones as object URLs, which live as long as the tab
 * (localStorage holds about 5 MB in all). docs/api/accounts.md.
 */
async function dataUrl(file: File, type: string): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return `data:${type};base64,${btoa(binary)}`;
}

export const uploadHandlers = [
  route('post', 'common/upload/image/', async ({ requireUser, form }) => {
    requireUser();
    let data: FormData;
    try {
      data = await form();
    } catch {
      fail(400, { text: 'A multipart form body is required' });
    }
    const unknown = [...new Set(data.keys())].filter((key) => key !== 'file' && key !== 'purpose');
    if (unknown.length) fail(400, { text: `Unknown field(s): ${unknown.join(', ')}` });
    const file = data.get('file');
    const purpose = data.get('purpose');
    // A form value is a string or a file (not `instanceof File`: tests build files in another realm).
    if (file === null || typeof file === 'string')
      fail(400, { text: MESSAGE_TEXT.FIELD_REQUIRED }, { file: MESSAGE_TEXT.FIELD_REQUIRED });
    if (typeof purpose !== 'string' || !(UPLOAD_PURPOSES as readonly string[]).includes(purpose)) {
      fail(
        400,
        { text: `purpose must be one of ${UPLOAD_PURPOSES.join(', ')}` },
        { purpose: MESSAGE_TEXT.FIELD_REQUIRED },
      );
    }
    // Judged by its bytes, not its declared type or name (a PDF renamed .jpg is a PDF).
    const verdict = judgeImage(await readHead(file), file.size);
    if (verdict.problem) fail(400, verdict.problem);
    const { kind } = verdict;
    return created({ url: keepsInline(file.size) ? await dataUrl(file, IMAGE_MIME[kind]) : URL.createObjectURL(file) });
  }),
];

import {
  IMAGE_MIME,
  judgeImage,
  readHead,
  REENCODED_MIME,
  reencodeFailure,
  type ImageKind,
  type ImageProblem,
} from '@/services/api/image-kind';

export type PreparedImage = { file: File; problem: null } | { file: null; problem: ImageProblem };

/**
 * Re-encode on the device (browser-image-compression draws it on a canvas and exports it, reading
 * the EXIF orientation so a portrait photo stays upright): what comes out carries no metadata
 * block (EXIF with its GPS position, XMP, comments). The library re-encodes every image, small
 * ones included (lib/image-compression.js returns the canvas's file, never the original), and
 * shrinks one over 5 MB to about 4 MB. It loads only when a photo is picked; no web worker, since
 * its worker script would come from a CDN (and the CSP refuses it).
 */
async function reencode(file: File, kind: ImageKind): Promise<File> {
  const { default: compress } = await import('browser-image-compression');
  const type = REENCODED_MIME[kind];
  // Typed by its bytes: the library refuses a file whose declared type is not image/*.
  const typed = new File([file], file.name, { type: IMAGE_MIME[kind] });
  const output = await compress(typed, {
    maxSizeMB: 4,
    maxWidthOrHeight: 2560,
    useWebWorker: false,
    fileType: type,
    preserveExif: false,
  });
  return new File([output], file.name, { type });
}

/**
 * A picked photo (request, offer, provider gallery, profile photo) made ready to upload: judged by
 * its bytes (a PDF named .jpg is refused as a PDF, a text file named .png as an unsupported type),
 * then re-encoded so no metadata leaves the device, then the size rule on what will be sent. A photo
 * the device cannot re-encode is refused, never sent as it was.
 */
export async function prepareImage(file: File): Promise<PreparedImage> {
  const verdict = judgeImage(await readHead(file), null);
  if (verdict.problem) return { file: null, problem: verdict.problem };
  let output: File;
  try {
    output = await reencode(file, verdict.kind);
  } catch {
    return { file: null, problem: reencodeFailure(file.size) };
  }
  const checked = judgeImage(await readHead(output), output.size);
  return checked.problem ? { file: null, problem: checked.problem } : { file: output, problem: null };
}

// @vitest-environment node
import { prepareImage } from './prepare-image';

const calls: unknown[][] = [];
let reencoded: (input: Blob) => Promise<Blob> = (input) => Promise.resolve(input);
vi.mock('browser-image-compression', () => ({
  default: (...args: unknown[]) => {
    calls.push(args);
    return reencoded(args[0] as Blob);
  },
}));

const MB = 1024 * 1024;
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF_HEAD = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const fileOf = (head: number[], size: number, name: string, type: string) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
};

describe('prepareImage', () => {
  beforeEach(() => {
    calls.length = 0;
    reencoded = (input) => Promise.resolve(input);
  });

  it('re-encodes every photo, a small one too, in the type its bytes name, without a worker from a CDN', async () => {
    reencoded = () => Promise.resolve(new Blob([new Uint8Array([...JPEG_HEAD, 1, 2, 3])], { type: 'image/jpeg' }));
    const prepared = await prepareImage(fileOf(JPEG_HEAD, 1024, 'kitchen.png', 'image/png'));
    expect(prepared.problem).toBeNull();
    expect(prepared.file).toMatchObject({ name: 'kitchen.png', type: 'image/jpeg', size: 7 });
    expect((calls[0]?.[0] as File).type).toBe('image/jpeg');
    expect(calls[0]?.[1]).toMatchObject({
      useWebWorker: false,
      fileType: 'image/jpeg',
      preserveExif: false,
      maxSizeMB: 4,
    });
  });

  it('turns a GIF into its first frame as a PNG (a canvas cannot write GIF)', async () => {
    reencoded = () => Promise.resolve(new Blob([new Uint8Array([...PNG_HEAD, 0])], { type: 'image/png' }));
    const prepared = await prepareImage(fileOf(GIF_HEAD, 64, 'smile.gif', 'image/gif'));
    expect(calls[0]?.[1]).toMatchObject({ fileType: 'image/png' });
    expect(prepared.file?.type).toBe('image/png');
  });

  it.each([
    ['a PDF named .jpg', fileOf([0x25, 0x50, 0x44, 0x46], 64, 'photo.jpg', 'image/jpeg'), 'PDF_NOT_SUPPORTED'],
    [
      'a text file named .png',
      new File(['not a picture at all'], 'photo.png', { type: 'image/png' }),
      'FILE_TYPE_NOT_SUPPORTED',
    ],
  ])('refuses %s before loading anything', async (_, file, problem) => {
    expect(await prepareImage(file)).toEqual({ file: null, problem });
    expect(calls).toHaveLength(0);
  });

  it('never sends the original bytes when the device cannot re-encode them', async () => {
    reencoded = () => Promise.reject(new Error('cannot decode'));
    expect(await prepareImage(fileOf(PNG_HEAD, 1024, 'broken.png', 'image/png'))).toEqual({
      file: null,
      problem: 'FILE_TYPE_NOT_SUPPORTED',
    });
    expect(await prepareImage(fileOf(PNG_HEAD, 6 * MB, 'huge.png', 'image/png'))).toEqual({
      file: null,
      problem: 'FILE_TOO_LARGE',
    });
  });

  it('applies the size rule to what will be sent', async () => {
    const stillTooLarge = fileOf(JPEG_HEAD, 5 * MB + 1, 'huge.jpg', 'image/jpeg');
    reencoded = () => Promise.resolve(stillTooLarge);
    expect(await prepareImage(fileOf(JPEG_HEAD, 9 * MB, 'huge.jpg', 'image/jpeg'))).toEqual({
      file: null,
      problem: 'FILE_TOO_LARGE',
    });
  });
});

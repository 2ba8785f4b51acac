import { fitImage } from './fit-image';

const calls: unknown[][] = [];
let compressed: () => Promise<Blob> = () => Promise.resolve(new Blob());
vi.mock('browser-image-compression', () => ({
  default: (...args: unknown[]) => {
    calls.push(args);
    return compressed();
  },
}));

const MB = 1024 * 1024;
const fileOf = (type: string, size: number, name = 'photo') => new File([new Uint8Array(size)], name, { type });

describe('fitImage', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it.each([
    ['a photo within 5 MB', fileOf('image/jpeg', 2 * MB)],
    ['a large GIF (it would lose its animation)', fileOf('image/gif', 6 * MB)],
    ['a large PDF (for the rule to refuse)', fileOf('application/pdf', 6 * MB)],
  ])('leaves %s as it is', async (_, file) => {
    expect(await fitImage(file)).toBe(file);
    expect(calls).toHaveLength(0);
  });

  it('compresses a large phone photo on the device, without a worker from a CDN', async () => {
    compressed = () => Promise.resolve(new Blob([new Uint8Array(MB)], { type: 'image/jpeg' }));
    const fitted = await fitImage(fileOf('image/jpeg', 9 * MB, 'kitchen.jpg'));
    expect(fitted.size).toBe(MB);
    expect(fitted.name).toBe('kitchen.jpg');
    expect(calls[0]?.[1]).toMatchObject({ useWebWorker: false, maxSizeMB: 4 });
  });

  it('gives the photo back for the size rule when compression fails', async () => {
    compressed = () => Promise.reject(new Error('cannot decode'));
    const file = fileOf('image/png', 6 * MB);
    expect(await fitImage(file)).toBe(file);
  });
});

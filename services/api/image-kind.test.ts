// @vitest-environment node
import { LIMITS } from '@/services/shared/limits';
import { judgeImage, readHead, reencodeFailure, sniffKind } from './image-kind';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])),
  );

const JPEG = bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0x10, 'Exif');
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const GIF = bytes('GIF89a', 1, 0);
const WEBP = bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ');
const PDF = bytes('%PDF-1.7\n%');

describe('sniffKind (the magic numbers, not the declared type)', () => {
  it.each([
    ['JPEG FF D8 FF', JPEG, 'jpeg'],
    ['PNG 89 50 4E 47 0D 0A 1A 0A', PNG, 'png'],
    ['GIF87a', bytes('GIF87a'), 'gif'],
    ['GIF89a', GIF, 'gif'],
    ['RIFF....WEBP', WEBP, 'webp'],
    ['%PDF', PDF, 'pdf'],
    ['RIFF....WAVE (audio)', bytes('RIFF', 0, 0, 0, 0, 'WAVE'), null],
    ['PNG signature cut short', bytes(0x89, 'PNG'), null],
    ['FF D8 alone', bytes(0xff, 0xd8), null],
    ['plain text', bytes('hello world!'), null],
    ['SVG', bytes('<svg xmlns='), null],
    ['nothing', bytes(), null],
  ])('%s → %s', (_, head, kind) => {
    expect(sniffKind(head)).toBe(kind);
  });
});

describe('judgeImage (spec §5: PDF, type, then size)', () => {
  const MAX = LIMITS.imageMaxBytes;
  it.each([
    [JPEG, 1024, { kind: 'jpeg', problem: null }],
    [PNG, MAX, { kind: 'png', problem: null }],
    [WEBP, null, { kind: 'webp', problem: null }],
    [GIF, 1, { kind: 'gif', problem: null }],
    [JPEG, MAX + 1, { kind: null, problem: 'FILE_TOO_LARGE' }],
    [PDF, 10, { kind: null, problem: 'PDF_NOT_SUPPORTED' }],
    [PDF, MAX + 1, { kind: null, problem: 'PDF_NOT_SUPPORTED' }],
    [bytes('just some text'), 14, { kind: null, problem: 'FILE_TYPE_NOT_SUPPORTED' }],
    [bytes('just some text'), null, { kind: null, problem: 'FILE_TYPE_NOT_SUPPORTED' }],
  ])('%j, %s bytes → %j', (head, size, verdict) => {
    expect(judgeImage(head, size)).toEqual(verdict);
  });

  it('a photo the device cannot re-encode: too large when over 5 MB, else not a readable image', () => {
    expect(reencodeFailure(MAX + 1)).toBe('FILE_TOO_LARGE');
    expect(reencodeFailure(MAX)).toBe('FILE_TYPE_NOT_SUPPORTED');
  });
});

describe('readHead', () => {
  it('reads the first 12 bytes of a blob, whatever its declared type', async () => {
    const file = new File([PDF, new Uint8Array(100)], 'scan.jpg', { type: 'image/jpeg' });
    const head = await readHead(file);
    expect(head).toHaveLength(12);
    expect(sniffKind(head)).toBe('pdf');
  });
});

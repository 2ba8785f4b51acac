// @vitest-environment node
import { MESSAGE_TEXT } from '@/services/api/messages';
import { LIMITS } from '@/services/shared/limits';
import { imageUrlError, keepsInline } from './images';

describe('images', () => {
  const dataUrl = (type: string, bytes: number) => `data:${type};base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;

  it.each([
    'data:image/png;base64,AQID',
    'data:image/jpeg;base64,AQID',
    'data:image/webp;base64,AQID',
    'data:image/gif;base64,AQID',
    'blob:http://localhost:3000/4f1c',
    '/sandbox/gallery/plumbing-1.jpg',
    'https://cdn.example.com/a.JPEG?size=2',
    'https://cdn.example.com/a.png',
    'https://cdn.example.com/images/42',
  ])('accepts %s', (url) => {
    expect(imageUrlError(url)).toBeNull();
  });

  it.each([
    ['data:application/pdf;base64,AQID', 'PDF not supported'],
    ['https://cdn.example.com/cv.pdf', 'PDF not supported'],
    ['/uploads/CV.PDF', 'PDF not supported'],
    ['data:text/plain;base64,AQID', 'File type not supported'],
    ['data:image/svg+xml;base64,AQID', 'File type not supported'],
    ['https://cdn.example.com/notes.txt', 'File type not supported'],
    [dataUrl('image/png', LIMITS.imageMaxBytes + 3), 'File too large'],
    ['', 'This field is required'],
    ['   ', 'This field is required'],
  ])('refuses image %# with the message', (url, message) => {
    expect(imageUrlError(url)).toBe(message);
  });

  it('measures a data URL by its bytes: exactly 5 MB passes, one byte more fails', () => {
    // 5 MB is divisible by neither 3 nor 4 evenly, so the base64 ends in padding.
    const exact = `data:image/png;base64,${btoa('x'.repeat(LIMITS.imageMaxBytes))}`;
    const over = `data:image/png;base64,${btoa('x'.repeat(LIMITS.imageMaxBytes + 1))}`;
    expect(imageUrlError(exact)).toBeNull();
    expect(imageUrlError(over)).toBe(MESSAGE_TEXT.FILE_TOO_LARGE);
  });
});

describe('images kept inline', () => {
  it('keeps images up to 150 KB inline', () => {
    expect(keepsInline(150 * 1024)).toBe(true);
    expect(keepsInline(150 * 1024 + 1)).toBe(false);
  });
});

import { signInAs, useJordan } from '@/mocks/handlers/accounts.test-kit';
import { uploadImage } from '@/services/api/uploads';
import { LIMITS } from '@/services/shared/limits';
import { DEMO, DEMO_PASSWORD, JPEG_BYTES, PNG_BYTES } from '@/tests/factories';

const ascii = (text: string) => new TextEncoder().encode(text);
const HEADS: Record<string, Uint8Array> = {
  'image/png': PNG_BYTES,
  'image/jpeg': JPEG_BYTES,
  'image/gif': ascii('GIF89a'),
  'image/webp': ascii('RIFF\0\0\0\0WEBPVP8 '),
};

/** A file of `bytes` bytes that starts like a `kind` image (a PNG unless told), whatever it declares. */
const png = (bytes: number, name = 'photo.png', type = 'image/png', kind = type) => {
  const data = new Uint8Array(bytes);
  data.set((HEADS[kind] ?? new Uint8Array()).slice(0, bytes));
  return new File([data], name, { type });
};

beforeEach(async () => {
  useJordan();
  await signInAs(DEMO.client.email, DEMO_PASSWORD);
});

describe('POST common/upload/image/', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/gif'])('accepts %s and answers a URL', async (type) => {
    const { url } = await uploadImage(png(1024, 'photo', type), 'request');
    expect(url).toMatch(new RegExp(`^data:${type};base64,`));
  });

  it('keeps a small image as a data URL of its bytes', async () => {
    const { url } = await uploadImage(new File([ascii('GIF89a')], 'tiny.gif', { type: 'image/gif' }), 'profile_photo');
    expect(url).toBe('data:image/gif;base64,R0lGODlh');
  });

  it('names the type its bytes show, not the one declared', async () => {
    const { url } = await uploadImage(png(64, 'photo.png', 'image/png', 'image/jpeg'), 'request');
    expect(url).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('keeps a large image as an object URL (not in the saved state)', async () => {
    const { url } = await uploadImage(png(200 * 1024), 'provider_gallery');
    expect(url).toMatch(/^blob:/);
  });

  it('accepts exactly 5 MB and refuses one byte more with "File too large"', async () => {
    await expect(uploadImage(png(LIMITS.imageMaxBytes), 'offer')).resolves.toHaveProperty('url');
    await expect(uploadImage(png(LIMITS.imageMaxBytes + 1), 'offer')).rejects.toMatchObject({
      status: 400,
      messageKey: 'FILE_TOO_LARGE',
    });
  });

  it('refuses a PDF with "PDF not supported", by its bytes, whatever its name and type say', async () => {
    const pdf = (name: string, type: string) => new File([ascii('%PDF-1.7\n%%EOF\n')], name, { type });
    for (const file of [pdf('cv.pdf', 'application/pdf'), pdf('photo.jpg', 'image/jpeg')]) {
      await expect(uploadImage(file, 'request')).rejects.toMatchObject({
        status: 400,
        messageKey: 'PDF_NOT_SUPPORTED',
      });
    }
  });

  it('refuses other bytes with "File type not supported", whatever the name and type say', async () => {
    const text = (name: string, type: string) => new File([ascii('just some notes')], name, { type });
    for (const file of [
      text('notes.txt', 'text/plain'),
      text('photo.png', 'image/png'),
      new File([ascii('<svg/>')], 'icon.svg', { type: 'image/svg+xml' }),
    ]) {
      await expect(uploadImage(file, 'request')).rejects.toMatchObject({
        status: 400,
        messageKey: 'FILE_TYPE_NOT_SUPPORTED',
      });
    }
  });

  it('refuses an unknown purpose', async () => {
    await expect(uploadImage(png(100), 'avatar' as never)).rejects.toMatchObject({
      status: 400,
      fields: { purpose: expect.any(String) },
    });
  });

  it('needs a signed-in user', async () => {
    localStorage.removeItem('access-token');
    await expect(uploadImage(png(100), 'request')).rejects.toMatchObject({ status: 401 });
  });
});

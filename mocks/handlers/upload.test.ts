import { LIMITS } from '@/services/limits';
import { uploadImage } from '@/services/uploads';
import { DEMO, DEMO_PASSWORD } from '@/tests/factories';
import { signInAs, useJordan } from './accounts.test-kit';

const png = (bytes: number, name = 'photo.png', type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

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
    const { url } = await uploadImage(new File([new Uint8Array([1, 2, 3])], 'tiny.gif', { type: 'image/gif' }), 'profile_photo');
    expect(url).toBe('data:image/gif;base64,AQID');
  });

  it('keeps a large image as an object URL (not in the saved state)', async () => {
    const { url } = await uploadImage(png(200 * 1024), 'provider_gallery');
    expect(url).toMatch(/^blob:/);
  });

  it('accepts exactly 5 MB and refuses one byte more with "File too large"', async () => {
    await expect(uploadImage(png(LIMITS.imageMaxBytes), 'offer')).resolves.toHaveProperty('url');
    await expect(uploadImage(png(LIMITS.imageMaxBytes + 1), 'offer')).rejects.toMatchObject({ status: 400, messageKey: 'FILE_TOO_LARGE' });
  });

  it('refuses a PDF with "PDF not supported"', async () => {
    await expect(uploadImage(png(100, 'cv.pdf', 'application/pdf'), 'request')).rejects.toMatchObject({
      status: 400,
      messageKey: 'PDF_NOT_SUPPORTED',
    });
  });

  it('refuses other files with "File type not supported"', async () => {
    await expect(uploadImage(png(100, 'notes.txt', 'text/plain'), 'request')).rejects.toMatchObject({
      status: 400,
      messageKey: 'FILE_TYPE_NOT_SUPPORTED',
    });
    await expect(uploadImage(png(100, 'icon.svg', 'image/svg+xml'), 'request')).rejects.toMatchObject({ messageKey: 'FILE_TYPE_NOT_SUPPORTED' });
  });

  it('refuses an unknown purpose', async () => {
    await expect(uploadImage(png(100), 'avatar' as never)).rejects.toMatchObject({ status: 400, fields: { purpose: expect.any(String) } });
  });

  it('needs a signed-in user', async () => {
    localStorage.removeItem('access-token');
    await expect(uploadImage(png(100), 'request')).rejects.toMatchObject({ status: 401 });
  });
});

import { fill } from './auth-helpers';
import { expect, test, urlIs } from './fixtures';
import { answerEveryQuestion, copyOf, next } from './request-helpers';
import { paths } from '../config/paths';
import { SUB } from '../mocks/data/catalogue/catalogue';
import { DEMO, DEMO_PASSWORD } from '../tests/factories';

/** An EXIF APP1 segment holding a GPS position (31° N), as a phone camera writes one. */
function exifWithGps(): Buffer {
  const tiff = Buffer.alloc(80);
  tiff.write('MM', 0, 'ascii');
  tiff.writeUInt16BE(0x2a, 2);
  tiff.writeUInt32BE(8, 4); // IFD0
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x8825, 10); // GPSInfo pointer
  tiff.writeUInt16BE(4, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt32BE(26, 18);
  tiff.writeUInt16BE(2, 26); // GPS IFD: two entries
  tiff.writeUInt16BE(0x0001, 28); // GPSLatitudeRef 'N'
  tiff.writeUInt16BE(2, 30);
  tiff.writeUInt32BE(2, 32);
  tiff.write('N\0', 34, 'ascii');
  tiff.writeUInt16BE(0x0002, 40); // GPSLatitude, three rationals at 56
  tiff.writeUInt16BE(5, 42);
  tiff.writeUInt32BE(3, 44);
  tiff.writeUInt32BE(56, 48);
  [31, 1, 57, 1, 0, 1].forEach((value, index) => tiff.writeUInt32BE(value, 56 + index * 4));
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

const hasExif = (bytes: Buffer) =>
  bytes.includes(Buffer.from('Exif\0\0', 'latin1')) || bytes.includes(Buffer.from([0xff, 0xe1]));

test.describe('photos leave the device without their metadata @one-language', () => {
  test('a JPEG with a GPS position is sent re-encoded, with no EXIF; a PDF named .jpg and a text file named .png are refused', async ({
    page,
    app,
    sandbox,
    language,
  }) => {
    const c = copyOf(language);
    await sandbox.prepare({ scenario: language === 'en' ? 'users-speak-english' : 'seed' });
    await app.goto(paths.auth.login.getHref('client', { next: paths.service.getHref('client', SUB.leakRepair) }));
    // A real JPEG from the browser's own encoder, then the phone's EXIF block put after its SOI marker.
    const plain = Buffer.from(
      await page.evaluate(async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 16;
        canvas.height = 24;
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#c33';
        context.fillRect(0, 0, 16, 24);
        const blob = await new Promise<Blob>((resolve) =>
          canvas.toBlob((result) => resolve(result!), 'image/jpeg', 0.9),
        );
        return [...new Uint8Array(await blob.arrayBuffer())];
      }),
    );
    const withGps = Buffer.concat([plain.subarray(0, 2), exifWithGps(), plain.subarray(2)]);
    expect(hasExif(withGps)).toBe(true);

    await page.getByLabel(c.auth.login.identifier).fill(DEMO.client.email);
    await page.getByLabel(c.auth.login.password, { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: c.auth.login.submit, exact: true }).click();
    await expect(page).toHaveURL(urlIs(paths.service.getHref('client', SUB.leakRepair)));
    const dialog = await answerEveryQuestion(page, c);
    await dialog.getByRole('radio', { name: /شارع الأمير هاشم/ }).click();
    await dialog.getByRole('radio', { name: c.common.timings.planning }).click();

    await dialog.getByLabel(fill(c.common.images.add, { count: 0, max: 5 })).setInputFiles([
      { name: 'garden.jpg', mimeType: 'image/jpeg', buffer: withGps },
      { name: 'quote.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture, only words') },
    ]);
    const problems = dialog.getByRole('alert');
    await expect(problems).toContainText(`quote.jpg: ${c.messages.PDF_NOT_SUPPORTED}`);
    await expect(problems).toContainText(`notes.png: ${c.messages.FILE_TYPE_NOT_SUPPORTED}`);
    await expect(dialog.getByRole('img')).toHaveCount(1);
    await next(dialog, c);
    await dialog.getByRole('button', { name: c.request.review.send }).click();
    await expect(page.getByRole('dialog').getByRole('status').filter({ hasText: c.request.done.title })).toBeVisible();

    const request = (await sandbox.state()).market.requests.at(-1)!;
    expect(request.images).toHaveLength(1);
    const [, type, base64] = /^data:([^;]+);base64,(.*)$/.exec(request.images[0]!)!;
    const received = Buffer.from(base64!, 'base64');
    expect(type).toBe('image/jpeg');
    expect([...received.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(hasExif(received)).toBe(false);
  });
});

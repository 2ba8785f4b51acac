// @vitest-environment node
import { imageProblem } from './uploads';

const MB = 1024 * 1024;

describe('imageProblem (spec §5 upload rules: the screens and the sandbox)', () => {
  it.each([
    [{ type: 'image/jpeg', name: 'a.jpg', size: MB }, null],
    [{ type: 'image/png', name: 'a.png', size: 5 * MB }, null],
    [{ type: 'image/webp', name: 'a.webp', size: 1 }, null],
    [{ type: 'image/gif', name: 'a.gif', size: 1 }, null],
    [{ type: 'image/png', name: 'a.png', size: 5 * MB + 1 }, 'FILE_TOO_LARGE'],
    [{ type: 'application/pdf', name: 'a.pdf', size: 1 }, 'PDF_NOT_SUPPORTED'],
    [{ type: '', name: 'scan.PDF', size: 1 }, 'PDF_NOT_SUPPORTED'],
    [{ type: 'image/svg+xml', name: 'a.svg', size: 1 }, 'FILE_TYPE_NOT_SUPPORTED'],
    [{ type: 'text/plain', name: 'a.txt', size: 1 }, 'FILE_TYPE_NOT_SUPPORTED'],
  ] as const)('%j → %s', (file, problem) => {
    expect(imageProblem(file)).toBe(problem);
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * A form's field errors are `validation:` keys. Tests load every namespace, so only the app shows
 * a form whose screen forgot `validation`: the raw key ("required") until another screen loads
 * it (seen on the job feed's hide dialog). Each Formik form's own module names the namespace.
 */
function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

const forms = tsxFiles(join(process.cwd(), 'components'))
  .map((path) => ({ file: relative(process.cwd(), path), text: readFileSync(path, 'utf8') }))
  .filter(({ text }) => /\b(validationSchema|validate)=/.test(text));

describe('forms load the validation messages with themselves', () => {
  it('finds the forms', () => {
    expect(forms.length).toBeGreaterThan(20);
  });

  it.each(forms.map(({ file, text }) => [file, text]))('%s', (_, text) => {
    expect(text).toMatch(/loadWithScreen\([^)]*'validation'/);
  });
});

// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '@/locales/languages';

/**
 * Both languages hold the same keys in the same namespaces (plural suffixes
 * aside: Arabic needs more forms than English), and no value is empty.
 */
const root = join(process.cwd(), 'locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

function load(language: string): Map<string, Map<string, string>> {
  const namespaces = new Map<string, Map<string, string>>();
  for (const file of readdirSync(join(root, language)).filter((name) => name.endsWith('.json'))) {
    namespaces.set(
      file.replace(/\.json$/, ''),
      flatten(JSON.parse(readFileSync(join(root, language, file), 'utf8')) as Tree),
    );
  }
  return namespaces;
}

const byLanguage = new Map(LANGUAGE_CODES.map((language) => [language, load(language)]));
const [first, ...others] = LANGUAGE_CODES;

describe('locales', () => {
  it('every language has the same namespaces', () => {
    const expected = [...byLanguage.get(first!)!.keys()].sort();
    for (const language of others) expect([...byLanguage.get(language)!.keys()].sort()).toEqual(expected);
  });

  for (const namespace of byLanguage.get(first!)!.keys()) {
    it(`${namespace}: the same keys in every language`, () => {
      const keysOf = (language: string) =>
        [
          ...new Set(
            [
              ...byLanguage
                .get(language as never)!
                .get(namespace)!
                .keys(),
            ].map((key) => key.replace(PLURAL, '')),
          ),
        ].sort();
      for (const language of others) expect(keysOf(language)).toEqual(keysOf(first!));
    });
  }

  it('has no empty strings', () => {
    for (const [language, namespaces] of byLanguage) {
      for (const [namespace, keys] of namespaces) {
        for (const [key, value] of keys) expect(value.trim(), `${language}/${namespace}:${key}`).not.toBe('');
      }
    }
  });

  it('Arabic plurals have every form Arabic needs when English has a plural', () => {
    const arabic = byLanguage.get('ar')!;
    for (const [namespace, keys] of byLanguage.get('en')!) {
      for (const key of keys.keys()) {
        if (!key.endsWith('_other')) continue;
        const stem = key.replace(PLURAL, '');
        for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
          expect(arabic.get(namespace)!.has(`${stem}_${form}`), `ar/${namespace}:${stem}_${form}`).toBe(true);
        }
      }
    }
  });

  it('the English MESSAGES catalogue holds the spec texts verbatim', () => {
    const messages = byLanguage.get('en')!.get('MESSAGES')!;
    for (const text of [
      'Something went Wrong',
      'You excced the limit',
      'Some thing going wrong',
      'The given credentials is wrong',
      'The password or mobile number is incorrect, please try again',
      'Too Many Failed Login Attempts',
      'Too many OTP requests today, try in 24 hours',
      'Too many attempts, try again in 24 hours',
      'OTP verification is failed',
      'Resend OTP verification is failed',
      'Failed to send verification email',
      'Invalid or expired token, request a new verification email',
      'File type not supported',
      'File too large',
      'Maximum 5 images allowed',
      'PDF not supported',
      "You don't have enough balance",
      'all 5 free daily offers used',
      'No questions found for this user type',
      'Failed to fetch first question',
      'No result found',
      'The article not found',
      'Page not found',
      'This field is required',
      'Incorrect password',
      'Verify password and try again',
    ]) {
      expect([...messages.values()]).toContain(text);
    }
  });
});

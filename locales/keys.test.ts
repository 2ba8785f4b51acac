// @vitest-environment node
import i18next from 'i18next';
import { asErrorCopyKey, type CatalogueKey, type CommonKey, type TranslationKey, type ValidationKey } from './keys';

/*
 * The compiler is the test here: each `@ts-expect-error` below must stay an error, or
 * `npm run typecheck` fails ("unused @ts-expect-error"). So a key that is not in the
 * English files never compiles, whether written in t() or as a typed constant.
 */
describe('translation keys are checked by the compiler', () => {
  it('accepts keys that exist and refuses typos', () => {
    const keys: TranslationKey[] = ['nav.home', 'auth:login.title', 'MESSAGES:NETWORK_ERROR', 'validation:required'];
    const common: CommonKey = 'actions.cancel';
    const validation: ValidationKey = 'validation:passwordMin';
    const catalogue: CatalogueKey = 'MESSAGES:WRONG_CREDENTIALS';
    // @ts-expect-error a typo in a common key
    const typo: CommonKey = 'actions.cancle';
    // @ts-expect-error a validation key that does not exist
    const missing: ValidationKey = 'validation:requred';
    // @ts-expect-error a common key is not a validation key
    const wrongNamespace: ValidationKey = 'validation:nav.home';
    // @ts-expect-error a catalogue key is upper case, as in spec §8
    const lowerCase: CatalogueKey = 'MESSAGES:wrong_credentials';
    expect([...keys, common, validation, catalogue, typo, missing, wrongNamespace, lowerCase]).toHaveLength(11);
  });

  it('types t() itself', () => {
    expect(i18next.t('nav.home')).toBeTypeOf('string');
    // @ts-expect-error t() refuses a key that is not in the files
    expect(i18next.t('nav.hoem')).toBeTypeOf('string');
  });

  it('reads a field error back as the key it was written as', () => {
    expect(asErrorCopyKey('validation:required')).toBe('validation:required');
  });
});

import DOMAINS from '../config/domains.json';
import type { CustomTypeOptions } from 'i18next';

/*
 * Translation keys as types (locales/i18next.d.ts reads the English files): a key that is
 * not in them fails `npm run typecheck`, wherever it is written.
 */

type Resources = CustomTypeOptions['resources'];

type Namespace = keyof Resources & string;

/** A plural form is looked up by its base key (`count_one` → `count`). */
type Base<Key extends string> = Key extends `${infer Stem}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Stem
  : Key;

/** The dotted paths to a namespace's strings (its own keys only, not the fallback's). */
type Leaves<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? Base<`${Prefix}${Key}`>
    : Leaves<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

/** A key of one namespace, written `ns:key`. */
export type KeyOf<Ns extends Namespace> = `${Ns}:${Leaves<Resources[Ns]>}`;

/** A `validation:` message (services/shared/validation-messages.ts `V`). */
export type ValidationKey = KeyOf<'validation'>;

/** An error-catalogue message (spec §8) (`MESSAGES:<KEY>`, services/api/errors.ts `errorCopy`). */
export type CatalogueKey = KeyOf<'MESSAGES'>;

/** What a field or a form alert shows. */
export type ErrorCopyKey = ValidationKey | CatalogueKey;

/** A `common` key (the default namespace: nav links, footer links), written without its namespace. */
export type CommonKey = Leaves<Resources['common']>;

/**
 * Every namespace, `common` first: the lookup order of a `t` that takes any key. The shared ones, then one
 * per domain (config/domains.json; locales/i18n.test.ts checks each has its files). Typed with `common`
 * first, so a key written without its namespace is a `common` one.
 */
export const ALL_NAMESPACES = ['common', 'MESSAGES', 'validation', ...DOMAINS] as unknown as readonly [
  'common',
  ...Exclude<Namespace, 'common'>[],
];

/** A key of any namespace: a `common` key as is, any other as `ns:key` (toasts). */
export type TranslationKey = CommonKey | { [Ns in Namespace]: KeyOf<Ns> }[Namespace];

/**
 * Formik carries field errors as plain strings. Ours are only ever `ErrorCopyKey`s (the `V`
 * keys of the schemas and `serverFieldErrors`), both typed where they are written; this is
 * where a field reads one back.
 */
export function asErrorCopyKey(error: string): ErrorCopyKey {
  return error as ErrorCopyKey;
}

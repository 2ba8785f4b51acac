import { orElse, type Owner } from './shape';

/**
 * The fallbacks several declarations share (services/api/shape.ts): a value a screen shows when an
 * answer leaves a field out. Each says what the user sees, for docs/api.md "What a backend must send".
 */

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

export const none = () => null;
export const blank = () => '';
export const noItems = () => [];
export const zero = () => 0;

/**
 * `<base>_ar` and `<base>_en`, each falling back to the other language's, then to `last` (the code,
 * the id): a name is never blank where one language has it.
 */
export function localizedPair<B extends string>(base: B, lastSays: string, last: (owner: Owner) => string) {
  const field = (other: string, language: string) =>
    orElse('string', `the ${language} ${base}, then ${lastSays}`, (owner) => text(owner[other]) ?? last(owner));
  return { [`${base}_ar`]: field(`${base}_en`, 'English'), [`${base}_en`]: field(`${base}_ar`, 'Arabic') } as {
    readonly [K in `${B}_ar` | `${B}_en`]: ReturnType<typeof field>;
  };
}

/** `<base>_ar`/`<base>_en` with nothing to fall back on but each other: blank when both are missing. */
export const localizedText = <B extends string>(base: B) => localizedPair(base, 'nothing', blank);

/** A localized name that falls back to the record's id (`#12`) when both languages are missing. */
export const localizedName = <B extends string>(base: B) =>
  localizedPair(base, 'its number (#id)', (owner) => `#${String(owner.id)}`);

/** The dial code of the countries listed (spec §1), for a country answer that leaves it out. */
export const DIAL_CODES: Readonly<Record<string, string>> = { jo: '+962', sa: '+966', uk: '+44', gb: '+44' };

export const dialCodeOf = (owner: Owner): string | undefined =>
  typeof owner.code_name === 'string' ? DIAL_CODES[owner.code_name.toLowerCase()] : undefined;

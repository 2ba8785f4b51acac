import type { Localized } from '@/services/api/types';

/** An Arabic text and its English copy, as the seeds write them. */
export type Pair = readonly [ar: string, en: string];

/** `{ <field>_ar, <field>_en }` from a pair. */
export function pairs<Name extends string>(field: Name, [ar, en]: Pair): Localized<Name> {
  return { [`${field}_ar`]: ar, [`${field}_en`]: en } as Localized<Name>;
}

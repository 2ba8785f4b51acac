import type { CatalogueIcon } from '@/services/catalogue';
import { HOME_SERVICES } from './catalogue-home-services';
import { TRADES } from './catalogue-trades';
import type { Pair } from './bilingual';

/* The bilingual catalogue the sandbox starts with: main categories, their sub-services and the jobs clients pick. */

export interface CategorySeed {
  id: number;
  icon: CatalogueIcon;
  name: Pair;
  description: Pair;
  /** Each sub-service: its name, description and the jobs a client can pick. */
  services: ReadonlyArray<{ name: Pair; description: Pair; tasks: readonly Pair[] }>;
  /** Providers of this category answer a question flow too. */
  providerQuestions: boolean;
}

/** Every category, in id order, as the seed has always listed them. */
export const CATALOGUE: readonly CategorySeed[] = [...HOME_SERVICES, ...TRADES].sort((a, b) => a.id - b.id);

/** Sub-service ids are the category's id × 100 + their place (cleaning: 101, 102, …). */
export const SUB = {
  homeCleaning: 101,
  deepCleaning: 102,
  officeCleaning: 104,
  leakRepair: 201,
  waterHeater: 202,
  drainUnclogging: 203,
  wiring: 301,
  lighting: 302,
  acInstallation: 401,
  acCleaning: 402,
  interiorPainting: 601,
} as const;

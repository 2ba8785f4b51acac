import { HOME_SERVICES } from './home-services';
import { TRADES } from './trades';
import type { CategorySeed } from './category-seed';

/* The bilingual catalogue the sandbox starts with: main categories, their sub-services and the jobs clients pick. */

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

import type { CatalogueIcon } from '@/services/catalogue';
import type { Pair } from '../shared/bilingual';

/** One main category as the seed writes it (catalogue.ts lists them all). */
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

import type { NamedRef } from '@/services/api/types';
import { db } from '../../shared/db';

/* Where places are, as the answers name them: a city or a neighbourhood by id, in both languages. */

function namedRef(list: ReadonlyArray<NamedRef>, id: number | null): NamedRef | null {
  const item = list.find((entry) => entry.id === id);
  return item ? { id: item.id, name_ar: item.name_ar, name_en: item.name_en } : null;
}

export const cityRef = (id: number | null) => namedRef(db.state.locations.cities, id);
export const neighborhoodRef = (id: number | null) => namedRef(db.state.locations.neighborhoods, id);

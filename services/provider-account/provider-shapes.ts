import { blank, noItems, none } from '@/services/api/fallbacks';
import { listOf, nullable, objectOf, oneOf, optional, orElse, type AnswerTable } from '@/services/api/shape';

/*
 * What the provider's own screens read of their profile (services/api/shape.ts), loaded beside the call
 * (./provider.ts, services/api/api-client.ts `shaped`), never in a route's first load.
 */

/**
 * GET provider/profile/ (spec §7). The spec names the profile's parts (§3: main category, sub-services,
 * description, images, languages, city and covered areas, pause days) but none of its fields: each
 * falls back to "not set yet", which the screens already show for a profile being completed.
 */
export const providerProfileShape = () =>
  objectOf({
    id: optional('number', 'not read'),
    account_type: orElse(oneOf(['personal', 'company']), 'personal', () => 'personal'),
    display_name: orElse('string', 'no name shown', blank),
    main_category: orElse(nullable('number'), 'not chosen yet', none),
    sub_services: orElse(listOf('number'), 'none chosen yet', noItems),
    description: orElse('string', 'no description yet', blank),
    gallery: orElse(listOf('string'), 'no photos yet', noItems),
    languages: orElse(listOf('string'), 'none chosen yet', noItems),
    city: orElse(nullable('number'), 'not chosen yet', none),
    covered_areas: orElse(listOf('number'), 'none chosen yet', noItems),
    paused_until: orElse(nullable('string'), 'not paused', none),
    balance: optional('number', 'no balance line (the balance page asks its own call)'),
    free_offers_left: optional('number', 'no free-offers line'),
  });

/** The calls whose answers these shapes read, by name (./provider.ts; services/api/api-client.ts `shaped`). */
export const ANSWERS = {
  profile: { call: 'GET provider/profile/', shape: providerProfileShape },
} as const satisfies AnswerTable;

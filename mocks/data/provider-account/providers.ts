import { LIMITS } from '@/services/shared/limits';
import { clock, dayOf, daysAgo } from '../../shared/clock';
import { SUB } from '../catalogue/catalogue';
import { DEMO_USER_IDS } from '../shared/ids';
import type { ProviderProfile } from '../shared/records';

/**
 * A provider profile as stored: what its owner is shown (ProviderProfile) but what is worked out on
 * each answer (the name, today's free offers, the track record), and the bookkeeping behind them.
 */
export interface SandboxProviderProfile extends Omit<
  ProviderProfile,
  'display_name' | 'free_offers_left' | 'rating_average' | 'ratings_count' | 'completed_jobs'
> {
  /** The clock day (YYYY-MM-DD) `free_offers_used` counts for. */
  free_offers_day: string;
  free_offers_used: number;
  /** The daily spending limit in whole JOD (docs/api/marketplace.md "Spending limit"); absent or null: none. */
  daily_spend_cap?: number | null;
}

const { provider: omar, company: alNoor, busyProvider: busy } = DEMO_USER_IDS;

/** The three seeded provider profiles (Omar, Al-Noor, the busy provider). */
export function seedProviders(): SandboxProviderProfile[] {
  const today = dayOf(clock.now());
  return [
    {
      id: 301,
      user: omar,
      account_type: 'personal',
      main_category: 2,
      sub_services: [SUB.leakRepair, SUB.waterHeater, SUB.drainUnclogging, SUB.acInstallation, SUB.acCleaning],
      description:
        'سبّاك وفني تكييف بخبرة 8 سنوات في عمّان. أصلح التسريبات وأركّب السخانات وأنظف المكيفات بضمان على العمل.',
      gallery: ['/sandbox/gallery/plumbing-1.jpg', '/sandbox/gallery/plumbing-2.jpg', '/sandbox/gallery/ac-1.jpg'],
      languages: ['ar', 'en'],
      city: 1,
      covered_areas: [1, 2, 3, 7, 8, 9],
      paused_until: null,
      location_changed_at: daysAgo(60),
      balance: 12.5,
      free_offers_day: today,
      free_offers_used: 1,
      created_at: daysAgo(180),
    },
    {
      id: 302,
      user: alNoor,
      account_type: 'company',
      main_category: 1,
      sub_services: [101, 102, 103, 104],
      description: 'شركة تنظيف مرخّصة في عمّان منذ 2015: فرق مدرّبة ومواد آمنة للمنازل والمكاتب.',
      gallery: ['/sandbox/gallery/cleaning-1.jpg', '/sandbox/gallery/cleaning-2.jpg'],
      languages: ['ar', 'en'],
      city: 1,
      covered_areas: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      paused_until: null,
      location_changed_at: null,
      balance: 50,
      free_offers_day: today,
      free_offers_used: 0,
      created_at: daysAgo(400),
    },
    {
      id: 303,
      user: busy,
      account_type: 'personal',
      main_category: 3,
      sub_services: [SUB.wiring, SUB.lighting, 303, SUB.acInstallation],
      description: 'فني كهرباء معتمد: تمديدات، إنارة، لوحات توزيع.',
      gallery: [],
      languages: ['ar'],
      city: 1,
      covered_areas: [3, 4, 5, 7, 12],
      paused_until: null,
      location_changed_at: daysAgo(10),
      balance: 0,
      free_offers_day: today,
      free_offers_used: LIMITS.freeOffersPerDay,
      created_at: daysAgo(90),
    },
  ];
}

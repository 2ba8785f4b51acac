/**
 * Data shared by vitest and Playwright: the sandbox's demo accounts and fixed
 * values, so tests name them once. They are read from the sandbox's seed
 * (mocks/data/auth/accounts.ts), all with the password `DEMO_PASSWORD`:
 * - client: Sara Al-Khatib, two addresses in Amman, phone changed 40 days ago (may change it);
 * - provider: Omar Haddad, individual provider, phone changed 5 days ago (once-a-month rule blocks a change);
 * - company: Al-Noor Cleaning Co., a company provider;
 * - busyProvider: a provider with no free offers left today and no balance;
 * - closed: a client who closed the account 10 days ago (signing in recovers it);
 * - unverified: a client whose email is not verified.
 */
import { DEMO_PASSWORD, demoLogins, type DemoKey, type DemoLogin } from '@/mocks/data/auth/accounts';
import type { Country, UserProfile } from '@/services/api/types';
import type { TopUp } from '@/services/balance/balance';
import type { Balance } from '@/services/balance/balance';
import type { MainCategory, Question } from '@/services/catalogue/catalogue';
import type { Testimonial } from '@/services/content/content';
import type { AppNotification } from '@/services/notifications/notifications';
import type { Offer, ProviderSummary } from '@/services/offers/offers';
import type { ProviderProfile } from '@/services/provider-account/provider';
import type { PublicProviderProfile } from '@/services/provider-profile/public-provider';
import type { ServiceRequestDetails } from '@/services/requests/requests';
import type { Rating } from '@/services/reviews/ratings';
import type { Address } from '@/services/settings/account';

export { DEMO_PASSWORD };
export type { DemoLogin };

export const DEMO = Object.fromEntries(demoLogins().map((login) => [login.key, login])) as Record<DemoKey, DemoLogin>;

/** An offer as the API shows it, with a rated provider; override what a test is about. */
export function buildOffer(
  overrides: Partial<Omit<Offer, 'provider'>> & { provider?: Partial<ProviderSummary> } = {},
): Offer {
  const { provider, ...rest } = overrides;
  const id = rest.id ?? 1;
  return {
    id,
    request: 1,
    request_reference: 'JO-2026-006001',
    price: 50,
    details: '',
    images: [],
    proposed_date: null,
    status: 'pending',
    rejection_source: null,
    rejection_reason: null,
    whatsapp_number: '+962791234567',
    created_at: '2026-11-20T10:00:00Z',
    ...rest,
    provider: {
      id: 100 + id,
      display_name: `Provider ${id}`,
      account_type: 'personal',
      profile_photo: null,
      main_category: 2,
      city: null,
      rating_average: 4.5,
      ratings_count: 10,
      completed_jobs: 12,
      ...provider,
    },
  };
}

/** A request as its owner sees it (open, no offers, no address shown); override what a test is about. */
export function buildRequest(overrides: Partial<ServiceRequestDetails> = {}): ServiceRequestDetails {
  const id = overrides.id ?? 1;
  return {
    id,
    reference_number: `JO-2026-00${6000 + id}`,
    sub_service: { id: 11, name_ar: 'تصليح تسريب', name_en: 'Leak repair', category: 1, icon: 'plumbing' },
    city: { id: 1, name_ar: 'عمّان', name_en: 'Amman' },
    neighborhood: null,
    timing: 'urgent',
    status: 'open',
    offers_count: 0,
    comment: '',
    images: [],
    created_at: '2026-11-20T09:00:00Z',
    status_reason: null,
    is_owner: true,
    client: { id: 1, display_name: 'Sara A.', phone_number: null },
    address: null,
    answers: [],
    hired_offer: null,
    invited_providers: [],
    my_rating: null,
    ...overrides,
  };
}

/** A testimonial on the home page; override what a test is about. */
export function buildTestimonial(overrides: Partial<Testimonial> = {}): Testimonial {
  return {
    id: 1,
    name_ar: 'سارة',
    name_en: 'Sara',
    city_ar: 'عمّان',
    city_en: 'Amman',
    quote_ar: 'خدمة ممتازة',
    quote_en: 'Great service',
    role: 'client',
    rating: 5,
    ...overrides,
  };
}

/** A client's rating of a provider; override what a test is about. */
export function buildRating(overrides: Partial<Rating> = {}): Rating {
  return {
    id: 1,
    request: 1,
    direction: 'client_to_provider',
    rater: { id: 1, display_name: 'Sara A.' },
    rated: 101,
    scores: { overall_quality: 5, communication: 4 },
    average: 4.5,
    experience: 'On time and tidy',
    created_at: '2026-11-21T10:00:00Z',
    ...overrides,
  };
}

/** A provider's public profile: the summary an offer shows, and the rest. */
export function buildPublicProvider(overrides: Partial<PublicProviderProfile> = {}): PublicProviderProfile {
  return {
    ...buildOffer().provider,
    description: 'Plumbing in Amman',
    sub_services: [11],
    gallery: [],
    languages: ['ar'],
    covered_areas: [1],
    member_since: '2025-01-10',
    ...overrides,
  };
}

/** The signed-in provider's own profile; override what a test is about. */
export function buildProviderProfile(overrides: Partial<ProviderProfile> = {}): ProviderProfile {
  return {
    id: 1,
    user: 101,
    account_type: 'personal',
    display_name: 'Omar H.',
    main_category: 2,
    sub_services: [11],
    description: 'Plumbing in Amman',
    gallery: [],
    languages: ['ar'],
    city: 1,
    covered_areas: [1],
    paused_until: null,
    location_changed_at: null,
    balance: 5,
    free_offers_left: 3,
    rating_average: 4.5,
    ratings_count: 10,
    completed_jobs: 12,
    created_at: '2025-01-10T10:00:00Z',
    ...overrides,
  };
}

export function buildBalance(overrides: Partial<Balance> = {}): Balance {
  return {
    balance: 5,
    currency: 'JOD',
    offer_cost: 1,
    free_offers_per_day: 3,
    free_offers_left: 3,
    message: null,
    ...overrides,
  };
}

export function buildCountry(overrides: Partial<Country> = {}): Country {
  return {
    id: 1,
    code_name: 'jo',
    name_ar: 'الأردن',
    name_en: 'Jordan',
    is_available: true,
    dial_code: '+962',
    ...overrides,
  };
}

/** A signed-in client's profile (GET auth/user/profile/); override what a test is about. */
export function buildUserProfile(overrides: Partial<UserProfile['user']> = {}): UserProfile {
  return {
    id: 1,
    user: {
      id: 101,
      first_name: 'Sara',
      last_name: 'Khatib',
      email: 'sara@example.com',
      phone_number: '+962791234567',
      gender: 'female',
      account_type: 'personal',
      company_name: null,
      profile_photo: null,
      language: 'ar',
      country: 1,
      date_joined: '2025-01-10T10:00:00Z',
      is_service_provider: false,
      has_provider_account: false,
      is_email_verified: true,
      ...overrides,
    },
  };
}

/** A main category with one sub-service. */
export function buildMainCategory(overrides: Partial<MainCategory> = {}): MainCategory {
  const named = {
    icon: 'plumbing',
    name_ar: 'سباكة',
    name_en: 'Plumbing',
    description_ar: 'صيانة',
    description_en: 'Repairs',
  } as const;
  return { id: 2, ...named, sub_services: [{ id: 11, category: 2, ...named }], ...overrides };
}

/** A client's single-choice question with two options. */
export function buildQuestion(overrides: Partial<Question> = {}): Question {
  return {
    id: 1,
    sub_service: 11,
    user_type: 'client',
    question_type: 'panel',
    is_mandatory: true,
    is_multiple_select: false,
    is_last: false,
    title_ar: 'ما المشكلة؟',
    title_en: 'What is the problem?',
    placeholder_ar: '',
    placeholder_en: '',
    options: [
      { id: 1, label_ar: 'تسريب', label_en: 'A leak' },
      { id: 2, label_ar: 'انسداد', label_en: 'A blockage' },
    ],
    ...overrides,
  };
}

export function buildAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 1,
    city: 1,
    neighborhood: 1,
    address_type: 'home',
    name: 'Home',
    city_name_ar: 'عمّان',
    city_name_en: 'Amman',
    neighborhood_name_ar: 'عبدون',
    neighborhood_name_en: 'Abdoun',
    ...overrides,
  };
}

export function buildNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 1,
    kind: 'new_offer',
    title_ar: 'عرض جديد',
    title_en: 'A new offer',
    body_ar: 'وصلك عرض',
    body_en: 'You have an offer',
    request: 1,
    offer: 1,
    is_read: false,
    created_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

export function buildTopUp(overrides: Partial<TopUp> = {}): TopUp {
  return { payment_id: 'pay_1', amount: 10, status: 'paid', checkout_url: 'https://pay.example/1', ...overrides };
}

/** The leading bytes of a PNG and a JPEG: files are judged by them (services/api/image-kind.ts). */
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

import { check, idParam, numberList, stringList } from '@/mocks/handlers/shared/params';
import { MESSAGE_TEXT } from '@/services/api/messages';
import type { AccountType } from '@/services/api/types';
import { nextChangeAllowedAt } from '@/services/shared/change-interval';
import { LIMITS } from '@/services/shared/limits';
import { companyNameError } from '../../rules/provider-account/provider-profile';
import {
  galleryError,
  languagesError,
  pauseDaysError,
  serviceAreaError,
  subServicesError,
} from '../../rules/provider-account/provider-profile';
import { tooLongError } from '../../rules/shared/text';
import { clock, DAY_MS, dayOf } from '../../shared/clock';
import { db } from '../../shared/db';
import { created, fail, route } from '../../shared/http';
import { sweepCredits } from '../../tables/balance/credits';
import { profileOf, requireProvider, toProviderProfile } from '../../tables/provider-account/providers';
import { toPublicProvider } from '../../tables/provider-profile/public-provider';
import type { SandboxProviderProfile } from '../../data/provider-account/providers';

const market = () => db.state.market;

/** The editable parts of a profile as sent; a new profile must name its main category. */
function profileBody(
  raw: Record<string, unknown>,
  profile: Pick<SandboxProviderProfile, 'main_category' | 'sub_services'>,
) {
  const result: Partial<SandboxProviderProfile> = {};
  if (raw.main_category !== undefined) {
    const category = raw.main_category as number;
    if (!market().categories.some((item) => item.id === category)) check('Unknown category', 'main_category');
    result.main_category = category;
  }
  if (raw.sub_services !== undefined) {
    const ids = numberList(raw.sub_services, 'sub_services');
    if (ids.length === 0) check(MESSAGE_TEXT.FIELD_REQUIRED, 'sub_services');
    if (!ids.every((id) => market().subServices.some((item) => item.id === id)))
      check('Unknown sub-service', 'sub_services');
    result.sub_services = [...new Set(ids)];
  }
  if (raw.description !== undefined) {
    const description = (raw.description as string).trim();
    check(tooLongError(description, LIMITS.providerDescriptionMax), 'description');
    result.description = description;
  }
  if (raw.gallery !== undefined) {
    const gallery = stringList(raw.gallery, 'gallery');
    check(galleryError(gallery), 'gallery');
    result.gallery = gallery;
  }
  if (raw.languages !== undefined) {
    const languages = stringList(raw.languages, 'languages');
    check(languagesError(languages), 'languages');
    result.languages = languages;
  }
  if (profile.main_category === null && result.main_category === undefined)
    check(MESSAGE_TEXT.FIELD_REQUIRED, 'main_category');
  if (result.sub_services)
    check(
      subServicesError(result.sub_services, result.main_category ?? profile.main_category, market().subServices),
      'sub_services',
    );
  return result;
}

/** One city and covered neighbourhoods of it. */
function serviceArea(raw: Record<string, unknown>): { city: number; covered_areas: number[] } {
  const city = raw.city as number;
  const areas = [...new Set(numberList(raw.covered_areas, 'covered_areas'))];
  if (!db.state.locations.cities.some((item) => item.id === city)) check('Unknown city', 'city');
  check(serviceAreaError([city], areas, db.state.locations.neighborhoods), 'covered_areas');
  return { city, covered_areas: areas };
}

/** The provider profile: create, read, edit, services location, pause; and a provider's public page (docs/api/marketplace.md). */
export const providerHandlers = [
  route('get', 'provider/profile/', (context) => {
    const user = context.requireUser();
    // The profile carries the balance too: credits due first (docs/api/marketplace.md "Credit back").
    if (profileOf(user.id)) sweepCredits(clock.now());
    return toProviderProfile(profileOf(user.id) ?? fail(404, { text: 'Provider profile not found' }));
  }),
  route('put', 'update/provider/profile/info', async (context) => {
    const user = context.requireUser();
    const profile = requireProvider(user);
    const raw = await context.body({
      'main_category?': 'number',
      'sub_services?': 'array',
      'description?': 'string',
      'gallery?': 'array',
      'languages?': 'array',
    });
    Object.assign(profile, profileBody(raw, profile));
    return toProviderProfile(profile);
  }),
  route('post', 'create/provider/profile', async (context) => {
    const user = context.requireUser();
    if (profileOf(user.id)) fail(409, { text: 'You already have a provider profile' });
    const raw = await context.body({
      account_type: 'string',
      'company_name?': 'string',
      main_category: 'number',
      sub_services: 'array',
      description: 'string',
      gallery: 'array',
      languages: 'array',
      city: 'number',
      covered_areas: 'array',
    });
    const accountType = (['personal', 'company'] as const).find((item) => item === raw.account_type);
    if (!accountType) check('Choose personal or company', 'account_type');
    check(companyNameError(accountType as AccountType, raw.company_name as string | undefined), 'company_name');
    const info = profileBody(raw, { main_category: null, sub_services: [] });
    const now = clock.now().toISOString();
    const profile: SandboxProviderProfile = {
      id: db.nextId(),
      user: user.id,
      account_type: accountType as AccountType,
      main_category: info.main_category ?? null,
      sub_services: info.sub_services ?? [],
      description: info.description ?? '',
      gallery: info.gallery ?? [],
      languages: info.languages ?? [],
      ...serviceArea(raw),
      paused_until: null,
      location_changed_at: null,
      balance: 0,
      free_offers_day: dayOf(clock.now()),
      free_offers_used: 0,
      created_at: now,
    };
    market().providers.push(profile);
    user.has_provider_account = true;
    // The account becomes the type chosen; a company keeps its name as in the commercial register.
    user.account_type = accountType as AccountType;
    if (accountType === 'company') user.company_name = (raw.company_name as string).trim();
    return created(toProviderProfile(profile));
  }),
  route('put', 'provider/profile/services-location/', async (context) => {
    const user = context.requireUser();
    const profile = requireProvider(user);
    const raw = await context.body({ city: 'number', covered_areas: 'array' });
    if (nextChangeAllowedAt(profile.location_changed_at, clock.now())) fail(400, 'LIMIT_EXCEEDED');
    Object.assign(profile, serviceArea(raw), { location_changed_at: clock.now().toISOString() });
    return toProviderProfile(profile);
  }),
  route('post', 'provider/profile/pause/', async (context) => {
    const user = context.requireUser();
    const profile = requireProvider(user);
    const { days } = await context.body({ days: 'number' });
    check(pauseDaysError(days as number), 'days');
    profile.paused_until = new Date(clock.now().getTime() + (days as number) * DAY_MS).toISOString();
    return toProviderProfile(profile);
  }),
  route('delete', 'provider/profile/pause/', (context) => {
    const profile = requireProvider(context.requireUser());
    profile.paused_until = null;
    return toProviderProfile(profile);
  }),
  route('get', 'providers/:id/', (context) => toPublicProvider(profileOf(idParam(context)) ?? fail(404, 'NO_RESULT'))),
];

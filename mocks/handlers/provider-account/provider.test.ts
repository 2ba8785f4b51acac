import { advance, useJordan } from '@/mocks/handlers/accounts.test-kit';
import { as, LEAK_REPAIR, rawJson } from '@/mocks/handlers/market.test-kit';
import { db } from '@/mocks/shared/db';
import { newIdempotencyKey } from '@/services/api/idempotency';
import {
  createProviderProfile,
  updateProviderProfileInfo,
  updateServicesLocation,
} from '@/services/provider-account/provider';
import { getPublicProvider } from '@/services/provider-profile/public-provider';
import { DEMO } from '@/tests/factories';

const DAY = 24 * 60 * 60 * 1000;
const gallery = (count: number) => Array.from({ length: count }, (_, index) => `/sandbox/gallery/${index}.jpg`);

beforeEach(() => useJordan());

describe('provider profile (spec §7 calls)', () => {
  it('takes up to 6 gallery images, no PDF', async () => {
    await as('provider');
    await expect(updateProviderProfileInfo({ gallery: gallery(6) })).resolves.toHaveProperty('gallery', gallery(6));
    await expect(updateProviderProfileInfo({ gallery: gallery(7) })).rejects.toMatchObject({
      status: 400,
      fields: { gallery: 'Maximum 6 images allowed' },
    });
    await expect(updateProviderProfileInfo({ gallery: ['/portfolio.pdf'] })).rejects.toMatchObject({
      messageKey: 'PDF_NOT_SUPPORTED',
    });
    await expect(getPublicProvider(DEMO.provider.id)).resolves.toHaveProperty('gallery', gallery(6));
  });

  it('takes up to 4 languages, each once', async () => {
    await as('provider');
    await expect(updateProviderProfileInfo({ languages: ['ar', 'en', 'fr', 'tr'] })).resolves.toHaveProperty(
      'languages',
      ['ar', 'en', 'fr', 'tr'],
    );
    await expect(updateProviderProfileInfo({ languages: ['ar', 'en', 'fr', 'tr', 'de'] })).rejects.toMatchObject({
      status: 400,
      fields: { languages: 'Choose up to 4 languages' },
    });
    await expect(updateProviderProfileInfo({ languages: [] })).rejects.toMatchObject({ messageKey: 'FIELD_REQUIRED' });
  });

  it('refuses a code outside the accepted list (services/provider-account/spoken-languages.ts) with a 400 on languages', async () => {
    await as('provider');
    for (const code of ['!!', 'xx', 'english']) {
      await expect(updateProviderProfileInfo({ languages: ['ar', code] })).rejects.toMatchObject({
        status: 400,
        fields: { languages: `Unsupported language: ${code}` },
      });
    }
    await expect(getPublicProvider(DEMO.provider.id)).resolves.not.toHaveProperty(
      'languages',
      expect.arrayContaining(['!!']),
    );
  });

  it('takes only sub-services of the main category, the one sent or the one kept', async () => {
    await as('provider');
    const kept = db.state.market.providers.find((profile) => profile.user === DEMO.provider.id)!.main_category!;
    const of = (category: number) =>
      db.state.market.subServices.filter((item) => item.category === category).map((item) => item.id);
    const other = db.state.market.categories.find((category) => category.id !== kept)!.id;
    const refused = { status: 400, fields: { sub_services: 'Choose services of the chosen category only' } };
    await expect(updateProviderProfileInfo({ sub_services: of(other).slice(0, 1) })).rejects.toMatchObject(refused);
    await expect(
      updateProviderProfileInfo({ main_category: other, sub_services: of(kept).slice(0, 1) }),
    ).rejects.toMatchObject(refused);
    await expect(
      updateProviderProfileInfo({ main_category: other, sub_services: of(other).slice(0, 2) }),
    ).resolves.toMatchObject({ sub_services: of(other).slice(0, 2) });
  });

  it('validates the info body strictly (phone numbers and cities are not profile info)', async () => {
    await as('provider');
    await expect(rawJson('PUT', 'update/provider/profile/info', { city: 2 })).resolves.toEqual({
      status: 400,
      body: { error: 'Unknown field(s): city' },
    });
  });

  it('serves one city; its areas must be in it; once a calendar month ("You excced the limit")', async () => {
    await as('provider');
    await expect(
      rawJson('PUT', 'provider/profile/services-location/', { city: [1, 2], covered_areas: [1] }),
    ).resolves.toEqual({
      status: 400,
      body: { error: 'Invalid type for city: expected number' },
    });
    await expect(updateServicesLocation({ city: 1, covered_areas: [1, 21] })).rejects.toMatchObject({
      status: 400,
      fields: { covered_areas: 'Areas not in the chosen city: 21' },
    });
    await expect(updateServicesLocation({ city: 2, covered_areas: [21] })).resolves.toMatchObject({
      city: 2,
      covered_areas: [21],
    });
    await expect(updateServicesLocation({ city: 1, covered_areas: [1] })).rejects.toMatchObject({
      status: 400,
      messageKey: 'LIMIT_EXCEEDED',
    });
    advance(31 * DAY);
    await expect(updateServicesLocation({ city: 1, covered_areas: [1] })).resolves.toMatchObject({ city: 1 });
  });

  it('creates a profile once, with one city', async () => {
    await as('client');
    const body = {
      account_type: 'personal' as const,
      main_category: 2,
      sub_services: [LEAK_REPAIR],
      description: 'Plumber',
      gallery: gallery(1),
      languages: ['ar'],
      city: 1,
      covered_areas: [1, 2],
    };
    await expect(createProviderProfile({ ...body, gallery: gallery(7) }, newIdempotencyKey())).rejects.toMatchObject({
      status: 400,
      fields: { gallery: expect.any(String) },
    });
    await expect(createProviderProfile(body, newIdempotencyKey())).resolves.toMatchObject({
      user: DEMO.client.id,
      city: 1,
      free_offers_left: 5,
      balance: 0,
    });
    await expect(createProviderProfile(body, newIdempotencyKey())).rejects.toMatchObject({ status: 409 });
  });
});

import { MESSAGE_TEXT } from '@/services/api/messages';
import { isSpokenLanguage } from '@/services/provider-account';
import { LIMITS } from '@/services/shared/limits';
import { imagesError } from '../shared/images';

/* A provider profile's fields (spec §5) and the pause. */

/** A company's name as in the commercial register (spec §5): required for a company, at most `LIMITS.companyNameMax`; an individual has none. */
export function companyNameError(accountType: 'personal' | 'company', name: string | undefined): string | null {
  if (accountType !== 'company') return null;
  const trimmed = name?.trim() ?? '';
  if (!trimmed) return MESSAGE_TEXT.FIELD_REQUIRED;
  return trimmed.length > LIMITS.companyNameMax
    ? `Ensure this field has no more than ${LIMITS.companyNameMax} characters.`
    : null;
}

/** The provider's service gallery: at most 6 images. */
export function galleryError(images: readonly string[]): string | null {
  return imagesError(images, LIMITS.providerGalleryMax, `Maximum ${LIMITS.providerGalleryMax} images allowed`);
}

export function languagesError(languages: string[]): string | null {
  if (languages.length === 0) return MESSAGE_TEXT.FIELD_REQUIRED;
  const unknown = languages.filter((code) => !isSpokenLanguage(code));
  if (unknown.length) return `Unsupported language: ${unknown.join(', ')}`;
  if (new Set(languages).size !== languages.length) return 'Each language once';
  return languages.length > LIMITS.providerLanguagesMax
    ? `Choose up to ${LIMITS.providerLanguagesMax} languages`
    : null;
}

/** One city (spec §5); every covered area must be one of its neighbourhoods. */
export function serviceAreaError(
  cities: number[],
  coveredAreas: number[],
  neighborhoods: ReadonlyArray<{ id: number; city: number }>,
): string | null {
  if (cities.length === 0) return MESSAGE_TEXT.FIELD_REQUIRED;
  if (cities.length > LIMITS.providerCitiesMax) return `Choose ${LIMITS.providerCitiesMax} city only`;
  const city = cities[0];
  const outside = coveredAreas.filter((area) => !neighborhoods.some((item) => item.id === area && item.city === city));
  return outside.length ? `Areas not in the chosen city: ${outside.join(', ')}` : null;
}

/** Every sub-service must be one of the main category's (the wizard's `subServicesSchema` on the device). */
export function subServicesError(
  ids: number[],
  category: number | null,
  subServices: ReadonlyArray<{ id: number; category: number }>,
): string | null {
  const inCategory = (id: number) => subServices.some((item) => item.id === id && item.category === category);
  return ids.every(inCategory) ? null : 'Choose services of the chosen category only';
}

export { isPaused } from '@/services/provider-account';

export function pauseDaysError(days: number): string | null {
  return Number.isInteger(days) && days >= 1 && days <= LIMITS.pauseDaysMax
    ? null
    : `Choose between 1 and ${LIMITS.pauseDaysMax} days`;
}

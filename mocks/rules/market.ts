import { MESSAGE_TEXT } from '@/services/api/messages';
import { imageProblem } from '@/services/api/uploads';
import type { Answers } from '@/services/catalogue';
import { isSpokenLanguage } from '@/services/provider-account';
import { answerMaxLength } from '@/services/requests';
import { CLIENT_CRITERIA, PROVIDER_CRITERIA } from '@/services/reviews';
import { LIMITS } from '@/services/shared/limits';
import { OFFER_COUNT_FILTERS, type OfferCountFilter, type Timing } from '@/services/shared/request-timing';
import { tooLongError } from './text';
import type { SandboxQuestion } from '../data/catalogue/question-flows';

/**
 * The marketplace's business rules, once, as pure functions. Handlers call them
 * and turn a broken rule into an HTTP error; numbers come from services/shared/limits.ts.
 * Request and offer states are not here: both sides read services/lifecycle/.
 */

/** The offer price rule, 10 to 10,000 (spec §5): "Minimum allowed is 10" / "Maximum allowed is 10,000", or null. */
export function priceError(price: number): string | null {
  if (price < LIMITS.offerPriceMin) return `Minimum allowed is ${LIMITS.offerPriceMin.toLocaleString('en-US')}`;
  if (price > LIMITS.offerPriceMax) return `Maximum allowed is ${LIMITS.offerPriceMax.toLocaleString('en-US')}`;
  return null;
}

/** The balance message: "all 5 free daily offers used" once none are left. */
export function freeOffersMessage(freeLeft: number): string | null {
  return freeLeft === 0 ? MESSAGE_TEXT.FREE_OFFERS_USED : null;
}

const IMAGE_EXTENSIONS: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * One image URL in a request, an offer or a gallery (what `common/upload/image/` answers, or a
 * seeded path): the upload's type and size rule (`imageProblem`) applied to what the URL tells.
 * A `data:` URL carries its type and bytes; a path names its type by extension; a `blob:` URL
 * (a large upload, kept by the tab) names nothing and passes.
 */
export function imageUrlError(url: string): string | null {
  const trimmed = url.trim();
  if (!trimmed) return MESSAGE_TEXT.FIELD_REQUIRED;
  if (trimmed.startsWith('blob:')) return null;
  const data = /^data:([^;,]*)(;base64)?,(.*)$/s.exec(trimmed);
  let file: { type: string; name: string; size: number };
  if (data) {
    const [, type = '', base64, payload = ''] = data;
    const size = base64
      ? Math.floor((payload.length * 3) / 4) - (payload.match(/=+$/)?.[0].length ?? 0)
      : payload.length;
    file = { type, name: '', size };
  } else {
    const path = trimmed.split(/[?#]/)[0] ?? '';
    const extension = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase();
    if (extension === undefined) return null;
    file = { type: IMAGE_EXTENSIONS[extension] ?? `application/${extension}`, name: path, size: 0 };
  }
  const problem = imageProblem(file);
  return problem ? MESSAGE_TEXT[problem] : null;
}

function imagesError(images: readonly string[], max: number, tooMany: string): string | null {
  if (images.length > max) return tooMany;
  for (const url of images) {
    const error = imageUrlError(url);
    if (error) return error;
  }
  return null;
}

/** Request images: at most 5 (the catalogue's "Maximum 5 images allowed"), each an image URL. */
export function requestImagesError(images: readonly string[]): string | null {
  return imagesError(images, LIMITS.requestImagesMax, MESSAGE_TEXT.MAX_IMAGES);
}

/** Offer images share the request's limit. */
export const offerImagesError = requestImagesError;

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

/** Each criterion an integer in range; no criterion missing or extra. */
export function scoresError(role: 'client' | 'provider', scores: Record<string, number>): Record<string, string> {
  const criteria: readonly string[] = role === 'client' ? CLIENT_CRITERIA : PROVIDER_CRITERIA;
  const errors: Record<string, string> = {};
  for (const criterion of criteria) {
    const score = scores[criterion];
    if (score === undefined) errors[criterion] = MESSAGE_TEXT.FIELD_REQUIRED;
    else if (!Number.isInteger(score) || score < LIMITS.ratingMin || score > LIMITS.ratingMax) {
      errors[criterion] = `Choose from ${LIMITS.ratingMin} to ${LIMITS.ratingMax}`;
    }
  }
  return errors;
}

/** A rating's mean score over the criteria it has (0 for none). */
export function averageScore(scores: Partial<Record<string, number>>): number {
  const values = Object.values(scores).filter((score): score is number => score !== undefined);
  return values.length ? values.reduce((sum, score) => sum + score, 0) / values.length : 0;
}

export interface Viewer {
  userId: number;
  isOwner: boolean;
  /** The viewer is the provider hired on this request. */
  isHiredProvider: boolean;
}

/**
 * Who sees a request's private details (the exact address, the client's phone): the owner
 * and the provider hired on it. The answers are not private: every provider who may open
 * the job sees them, since they are what an offer is priced on.
 */
export function requestVisibility(viewer: Viewer): { address: boolean; phone: boolean } {
  const privateDetails = viewer.isOwner || viewer.isHiredProvider;
  return { address: privateDetails, phone: privateDetails };
}

/** A job matches a timing filter when the client's window is that one. */
export function matchesTiming(timing: Timing, filter: Timing | undefined): boolean {
  return filter === undefined || timing === filter;
}

/** The offer-count filter: exactly 0, 1 or 2; 3 means 3 or more. */
export function matchesOfferCount(count: number, filter: OfferCountFilter | undefined): boolean {
  if (filter === undefined) return true;
  const top = OFFER_COUNT_FILTERS[OFFER_COUNT_FILTERS.length - 1];
  return filter === top ? count >= top : count === filter;
}

/** The path of a flow given the answers: first question, then each answer's jump or the question's next. */
export function flowPath(flow: SandboxQuestion[], answers: Answers): SandboxQuestion[] {
  const byId = new Map(flow.map((question) => [question.id, question]));
  const first = [...flow].sort((a, b) => a.position - b.position)[0];
  const path: SandboxQuestion[] = [];
  let current = first;
  while (current && !path.includes(current)) {
    path.push(current);
    current = byId.get(nextQuestionId(current, chosenOptions(answers[String(current.id)])) ?? -1);
  }
  return path;
}

/** The option ids an answer picks (none for text). */
export function chosenOptions(answer: Answers[string] | undefined): number[] {
  if (typeof answer === 'number') return [answer];
  if (Array.isArray(answer)) return answer;
  return [];
}

/** After `question` answered with these options: a chosen option's jump wins, else the question's next. */
export function nextQuestionId(question: SandboxQuestion, optionIds: number[]): number | null {
  const jump = question.options.find((option) => optionIds.includes(option.id) && option.next_question !== null);
  return jump?.next_question ?? question.next_question;
}

function answerError(question: SandboxQuestion, answer: Answers[string] | undefined): string | null {
  const empty =
    answer === undefined || answer === null || answer === '' || (Array.isArray(answer) && answer.length === 0);
  if (empty) return question.is_mandatory ? MESSAGE_TEXT.FIELD_REQUIRED : null;
  const known = new Set(question.options.map((option) => option.id));
  switch (question.question_type) {
    case 'text':
    case 'text_area':
      return typeof answer === 'string'
        ? tooLongError(answer, answerMaxLength(question.question_type))
        : 'Expected text';
    case 'panel':
    case 'ui_tags':
      if (question.is_multiple_select) {
        return Array.isArray(answer) && answer.every((id) => known.has(id)) ? null : 'Expected a list of option ids';
      }
      return typeof answer === 'number' && known.has(answer) ? null : 'Expected one option id';
  }
}

/**
 * The dynamic question form's rule (spec §5) on the server side: every question on the answered path is checked (mandatory
 * ones must be answered, with the right type); an answer to a question that is not
 * on the path, or not in the flow, is an error. Errors are keyed by question id.
 */
export function answersErrors(flow: SandboxQuestion[], answers: Answers): Record<string, string> {
  const errors: Record<string, string> = {};
  const path = flowPath(flow, answers);
  for (const question of path) {
    const error = answerError(question, answers[String(question.id)]);
    if (error) errors[String(question.id)] = error;
  }
  const onPath = new Set(path.map((question) => String(question.id)));
  for (const key of Object.keys(answers)) if (!onPath.has(key)) errors[key] = 'Not a question of this flow';
  return errors;
}

/** The reference of a request: country code, year, zero-padded id (JO-2026-006001). */
export function referenceNumber(countryCode: string, createdAt: string, id: number): string {
  return `${countryCode.toUpperCase()}-${createdAt.slice(0, 4)}-${String(id).padStart(6, '0')}`;
}

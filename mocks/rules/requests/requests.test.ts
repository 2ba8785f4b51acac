// @vitest-environment node
import { referenceNumber, requestImagesError, requestVisibility } from './requests';
import { offerImagesError } from '../offers/offers';

const urls = (count: number) => Array.from({ length: count }, (_, index) => `/sandbox/requests/${index}.jpg`);

describe('request and offer photos', () => {
  it.each([0, 1, 5])('a request or an offer may carry %s images', (count) => {
    expect(requestImagesError(urls(count))).toBeNull();
    expect(offerImagesError(urls(count))).toBeNull();
  });

  it.each([6, 10])('a request or an offer with %s images → "Maximum 5 images allowed"', (count) => {
    expect(requestImagesError(urls(count))).toBe('Maximum 5 images allowed');
    expect(offerImagesError(urls(count))).toBe('Maximum 5 images allowed');
  });

  it('checks every image of a list', () => {
    expect(requestImagesError([...urls(2), 'data:application/pdf;base64,AQID'])).toBe('PDF not supported');
  });
});

describe('who sees a request', () => {
  it.each([
    ['the owner', { userId: 1, isOwner: true, isHiredProvider: false }, { address: true, phone: true }],
    ['the hired provider', { userId: 2, isOwner: false, isHiredProvider: true }, { address: true, phone: true }],
    ['another provider', { userId: 4, isOwner: false, isHiredProvider: false }, { address: false, phone: false }],
  ])('%s', (_who, viewer, sees) => {
    expect(requestVisibility(viewer)).toEqual(sees);
  });
});

it('builds the reference from the country, the year and the id', () => {
  expect(referenceNumber('jo', '2026-01-02T03:04:05.000Z', 6001)).toBe('JO-2026-006001');
});

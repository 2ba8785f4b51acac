import { localeOf, type Place } from './place';

/**
 * One formatter per place and kind, made on first use: building an Intl formatter costs
 * far more than formatting with it (about 1 ms each at a phone's CPU, for every card of a list).
 */
export function perPlace<F>(make: (locale: string, place: Place) => F): (place: Place) => F {
  const made = new Map<string, F>();
  return (place) => {
    const key = `${place.language}-${place.country}`;
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(localeOf(place), place);
      made.set(key, formatter);
    }
    return formatter;
  };
}

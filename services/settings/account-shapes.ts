import { userProfileShape } from '@/services/api/common-shapes';
import { blank, localizedText, none } from '@/services/api/fallbacks';
import { nullable, objectOf, oneOf, optional, orElse, type AnswerTable } from '@/services/api/shape';
import { LIMITS } from '@/services/shared/limits';

/*
 * What the account's screens read (services/api/shape.ts): the address book, the phone's last change and
 * a closed account. Loaded beside the call (./account.ts, services/api/api-client.ts `shaped`), never in a route's
 * first load; the profile they edit is the start's (services/api/common-shapes.ts).
 */

/**
 * Spec §3: an address has a city, a neighbourhood, a type and a name, its payload fields not shown:
 * the id is required (editing, deleting and picking one name it); the rest falls back.
 */
export const addressShape = () =>
  objectOf({
    id: 'number',
    city: optional('number', 'the edit form asks for the city again'),
    neighborhood: optional('number', 'the edit form asks for the neighbourhood again'),
    address_type: orElse(oneOf(['home', 'work', 'other']), 'other', () => 'other'),
    name: orElse('string', "the type's name (Home, Work, Other)", blank),
    ...localizedText('city_name'),
    ...localizedText('neighborhood_name'),
  });

/** A new address's answer: the request being sent names it by its id (the rest is read with the list). */
export const createdAddressShape = () => objectOf({ id: 'number' });

/** Spec §7: `last_change`; §4: a lookup with no value leaves the phone editable. */
export const lastPhoneChangeShape = () =>
  objectOf({ last_change: orElse(nullable('string'), 'the phone is editable (spec §4)', none) });

const DAY_MS = 24 * 60 * 60 * 1000;
/** Spec §4: "closed with a 30-day recovery window"; an answer that does not say when it ends is read so. */
export const deactivatedShape = () =>
  objectOf({
    closed_at: optional('string', 'now'),
    recover_until: orElse('string', `${LIMITS.accountRecoveryDays} days from when it closed (spec §4)`, (owner) =>
      new Date(
        (typeof owner.closed_at === 'string' ? Date.parse(owner.closed_at) || Date.now() : Date.now()) +
          LIMITS.accountRecoveryDays * DAY_MS,
      ).toISOString(),
    ),
  });

/** The calls whose answers these shapes read, by name (./account.ts; services/api/api-client.ts `shaped`). */
export const ANSWERS = {
  /** Its answer replaces the profile when it is one (the start's profile); else the profile is read again. */
  updatedProfile: { call: 'PUT auth/user/update/', shape: userProfileShape },
  lastPhoneChange: { call: 'GET auth/user/last_phone_change/', shape: lastPhoneChangeShape },
  deactivated: { call: 'POST auth/deactivate/', shape: deactivatedShape },
  addresses: { call: 'GET auth/user/addresses', shape: addressShape, page: true },
  createdAddress: { call: 'POST auth/create/user/address/', shape: createdAddressShape },
} as const satisfies AnswerTable;

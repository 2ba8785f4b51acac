import { DEFAULT_PREFERENCES } from '@/services/notifications';
import { always, objectOf, optional, orElse } from './shape';

/*
 * What the screens read of the designed push calls (docs/api/marketplace.md "Push"), loaded with the
 * answer (services/api/read-answer.ts). Every field falls back to a new account's default: a backend
 * that sends less still gives a settings screen the person can read and save.
 */
const on = (event: 'new_job' | 'offer_seen' | 'hired' | 'message') =>
  orElse('boolean', 'on (a new account’s default)', always(DEFAULT_PREFERENCES[event]));

export const notificationPreferencesShape = () =>
  objectOf({
    new_job: on('new_job'),
    offer_seen: on('offer_seen'),
    hired: on('hired'),
    message: on('message'),
    // Designed (issue 44): left out, the client has no such switch and the offer is a `message`.
    new_offer: optional('boolean', 'no switch of its own (a message)'),
    offer_updated: optional('boolean', 'no switch of its own (a message)'),
    offer_withdrawn: optional('boolean', 'no switch of its own (a message)'),
    quiet_start: orElse(
      'string',
      `${DEFAULT_PREFERENCES.quiet_start} (the default)`,
      always(DEFAULT_PREFERENCES.quiet_start),
    ),
    quiet_end: orElse(
      'string',
      `${DEFAULT_PREFERENCES.quiet_end} (the default)`,
      always(DEFAULT_PREFERENCES.quiet_end),
    ),
  });

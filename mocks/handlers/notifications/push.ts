import { LANGUAGE_CODES } from '@/locales/languages';
import { QUIET_TIME_PATTERN, type NotificationPreferences } from '@/services/notifications';
import { clock } from '../../shared/clock';
import { created, fail, route } from '../../shared/http';
import { userOfHeldSession } from '../../tables/auth/sessions';
import { preferencesOf, pushSlice } from '../../tables/notifications/push';

const ROLES = ['client', 'provider'] as const;

function endpointOf(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url?.protocol !== 'https:')
    fail(400, { text: 'Enter a push endpoint (an https URL)' }, { endpoint: 'Enter a push endpoint (an https URL)' });
  return value;
}

function keyOf(keys: Record<string, unknown>, name: 'p256dh' | 'auth'): string {
  const value = keys[name];
  if (typeof value !== 'string' || value === '')
    fail(400, { text: `Missing field: keys.${name}` }, { keys: 'This field is required' });
  return value;
}

function timeOf(value: string | undefined, field: 'quiet_start' | 'quiet_end'): string | undefined {
  if (value !== undefined && !QUIET_TIME_PATTERN.test(value))
    fail(400, { text: 'Enter a time as HH:MM' }, { [field]: 'Enter a time as HH:MM' });
  return value;
}

/** Push subscriptions and preferences (docs/api/marketplace.md "Push"), per user. */
export const pushHandlers = [
  route('post', 'notifications/push-subscriptions/', async (context) => {
    const user = context.requireUser();
    const body = await context.body({ endpoint: 'string', keys: 'object', language: 'string', role: 'string' });
    const endpoint = endpointOf(body.endpoint);
    const keys = { p256dh: keyOf(body.keys, 'p256dh'), auth: keyOf(body.keys, 'auth') };
    const language =
      LANGUAGE_CODES.find((code) => code === body.language) ??
      fail(400, { text: 'Choose ar or en' }, { language: 'Choose ar or en' });
    const role =
      ROLES.find((item) => item === body.role) ??
      fail(400, { text: 'Choose client or provider' }, { role: 'Choose client or provider' });
    const push = pushSlice();
    // One row per endpoint: the same device subscribing again (or another account on it) replaces it.
    const before = push.subscriptions.find((item) => item.endpoint === endpoint);
    push.subscriptions = push.subscriptions.filter((item) => item.endpoint !== endpoint);
    const record = {
      user: user.id,
      endpoint,
      keys,
      language,
      role,
      created_at: before?.user === user.id ? before.created_at : clock.now().toISOString(),
    };
    push.subscriptions.push(record);
    return created({ endpoint, language: record.language, role, created_at: record.created_at });
  }),
  // The bearer names the session, expired or not (logout sends the token the device held: docs/api).
  route('delete', 'notifications/push-subscriptions/', async (context) => {
    const user = context.user?.id ?? userOfHeldSession(context.request) ?? context.requireUser().id;
    const { endpoint } = await context.body({ endpoint: 'string' });
    const push = pushSlice();
    push.subscriptions = push.subscriptions.filter((item) => !(item.endpoint === endpoint && item.user === user));
    return undefined;
  }),
  route('get', 'notifications/preferences/', (context) => preferencesOf(context.requireUser().id)),
  route('patch', 'notifications/preferences/', async (context) => {
    const user = context.requireUser();
    const change = await context.body({
      'new_job?': 'boolean',
      'offer_seen?': 'boolean',
      'hired?': 'boolean',
      'message?': 'boolean',
      'new_offer?': 'boolean',
      'offer_updated?': 'boolean',
      'offer_withdrawn?': 'boolean',
      'quiet_start?': 'string',
      'quiet_end?': 'string',
    });
    timeOf(change.quiet_start, 'quiet_start');
    timeOf(change.quiet_end, 'quiet_end');
    const next: NotificationPreferences = { ...preferencesOf(user.id), ...change };
    pushSlice().preferences[String(user.id)] = next;
    return next;
  }),
];

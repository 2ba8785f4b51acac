import { PushPermissionRefused } from '@/services/notifications/push-device';

/** What a failed "turn on" says: the person refused the prompt, or something else went wrong. */
export const pushFailureKey = (error: unknown) =>
  error instanceof PushPermissionRefused ? ('device.refused' as const) : ('device.failed' as const);

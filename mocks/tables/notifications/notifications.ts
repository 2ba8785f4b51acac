import type { NotificationKind } from '@/services/notifications';
import { sendPush } from './push';
import { clock } from '../../shared/clock';
import { db } from '../../shared/db';
import { pushNotification } from '../../shared/realtime';
import { userOf } from '../auth/users';
import type { SandboxNotification } from '../../data/notifications/notifications';
import type { Pair } from '../../data/shared/bilingual';
import type { AppNotification } from '../../data/shared/records';

/* The notifications table: what happened, stored for the bell and pushed over the socket. */

/** Store a notification, send its title over the socket, and push it to the user's devices (mocks/tables/notifications/push.ts). */
export function notify(
  userId: number,
  kind: NotificationKind,
  title: Pair,
  body: Pair,
  links: { request?: number; offer?: number } = {},
): void {
  const note: SandboxNotification = {
    id: db.nextId(),
    user: userId,
    kind,
    title_ar: title[0],
    title_en: title[1],
    body_ar: body[0],
    body_en: body[1],
    request: links.request ?? null,
    offer: links.offer ?? null,
    is_read: false,
    created_at: clock.now().toISOString(),
  };
  db.state.market.notifications.push(note);
  pushNotification(userId, userOf(userId)?.language === 'en' ? note.title_en : note.title_ar);
  sendPush(userId, { kind, title, body, ...links });
}

export function toNotification(note: SandboxNotification): AppNotification {
  const { user: _user, ...visible } = note;
  return visible;
}

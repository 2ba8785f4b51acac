import { idParam } from '@/mocks/handlers/shared/params';
import { db } from '../../shared/db';
import { fail, paginate, route } from '../../shared/http';
import { toNotification } from '../../tables/notifications/notifications';

const mine = (userId: number) => db.state.market.notifications.filter((note) => note.user === userId);

/** The bell: list, unread count, mark read (docs/api/marketplace.md, "Notifications"). */
export const notificationHandlers = [
  route('get', 'notifications/', (context) => {
    const user = context.requireUser();
    const notes = mine(user.id).sort((a, b) => b.created_at.localeCompare(a.created_at));
    return paginate(context.url, notes.map(toNotification));
  }),
  route('get', 'notifications/unread-count/', (context) => {
    const user = context.requireUser();
    return { count: mine(user.id).filter((note) => !note.is_read).length };
  }),
  route('post', 'notifications/read-all/', async (context) => {
    const user = context.requireUser();
    await context.body({});
    const unread = mine(user.id).filter((note) => !note.is_read);
    unread.forEach((note) => {
      note.is_read = true;
    });
    return { count: unread.length };
  }),
  route('post', 'notifications/:id/read/', async (context) => {
    const user = context.requireUser();
    const id = idParam(context);
    await context.body({});
    const note = mine(user.id).find((item) => item.id === id) ?? fail(404, 'NO_RESULT');
    note.is_read = true;
    return toNotification(note);
  }),
];

import type { Localized } from '@/services/api/types';
import type { NotificationKind } from '@/services/notifications';
import { daysAgo } from '../../shared/clock';
import { pairs, type Pair } from '../shared/bilingual';
import { DEMO_USER_IDS } from '../shared/ids';

/* The notifications table's records, and the seeded ones (9001…): what each demo user has been told about the seeded requests and offers. */

export interface SandboxNotification extends Localized<'title'>, Localized<'body'> {
  id: number;
  user: number;
  kind: NotificationKind;
  request: number | null;
  offer: number | null;
  is_read: boolean;
  created_at: string;
}

const { client, provider: omar, company: alNoor, busyProvider: busy } = DEMO_USER_IDS;

export function seedNotifications(): SandboxNotification[] {
  const note = (
    id: number,
    user: number,
    kind: NotificationKind,
    title: Pair,
    body: Pair,
    ageDays: number,
    links: { request?: number; offer?: number } = {},
    isRead = false,
  ): SandboxNotification => ({
    id,
    user,
    kind,
    ...pairs('title', title),
    ...pairs('body', body),
    request: links.request ?? null,
    offer: links.offer ?? null,
    is_read: isRead,
    created_at: daysAgo(ageDays),
  });
  return [
    note(
      9001,
      client,
      'new_offer',
      ['عرض جديد على طلبك', 'New offer on your request'],
      ['وصلك عرض بقيمة 35 دينار على إصلاح التسريبات', 'You received a 35 JOD offer for Leak repair'],
      0.5,
      { request: 6002, offer: 7001 },
    ),
    note(
      9002,
      client,
      'new_offer',
      ['عرض جديد على طلبك', 'New offer on your request'],
      ['وصلك عرض بقيمة 95 دينار على تركيب المكيفات', 'You received a 95 JOD offer for AC installation'],
      1,
      { request: 6003, offer: 7003 },
    ),
    note(
      9003,
      client,
      'rated',
      ['تم تقييمك', 'You were rated'],
      ['قيّمتك شركة النور للتنظيف', 'Al-Noor Cleaning Co. rated you'],
      37,
      { request: 6005 },
      true,
    ),
    note(
      9004,
      client,
      'report_received',
      ['استلمنا بلاغك', 'We received your report'],
      ['سنراجع بلاغك ونتواصل معك', 'We will review your report and get back to you'],
      18,
      { request: 6007 },
      true,
    ),
    note(
      9005,
      omar,
      'hired',
      ['تم توظيفك', 'You were hired'],
      ['اختارت العميلة عرضك لتنظيف المكيفات', 'The client chose your offer for AC cleaning and servicing'],
      2,
      { request: 6004, offer: 7004 },
    ),
    note(
      9006,
      busy,
      'offer_rejected',
      ['لم يتم اختيار عرضك', 'Your offer was not chosen'],
      ['وظّف العميل مزوّد خدمة آخر', 'The client hired another provider'],
      2,
      { request: 6004, offer: 7005 },
    ),
    note(
      9007,
      alNoor,
      'invited',
      ['دعوة لتقديم عرض', 'Invitation to send an offer'],
      ['دعتك عميلة لتقديم عرض على تنظيف عميق', 'A client invited you to send an offer for Deep cleaning'],
      0.2,
      { request: 6001 },
    ),
  ];
}

import type { OfferStatus } from '@/services/lifecycle/offer';
import type { RequestStatus } from '@/services/lifecycle/request';
import type { Timing } from '@/services/shared/request-timing';
import { CLIENT_ADDRESSES, DEMO_USER_IDS, type SandboxAddress } from './accounts';
import { SUB } from './catalogue';
import { seedNotifications } from './notifications';
import { daysAgo, daysAhead } from '../shared/clock';
import type { MarketSlice, SandboxOffer, SandboxQuestion, SandboxRating, SandboxRequest } from './market';

/* What has happened in the seeded marketplace: requests, offers, ratings, reports (the notifications in notifications.ts). */

const { client, provider: omar, company: alNoor, busyProvider: busy, unverified: laith } = DEMO_USER_IDS;
const { home, work } = CLIENT_ADDRESSES;
const laithHome = (id: number, neighborhood: number, city = 1): SandboxAddress => ({
  id,
  user_id: laith,
  city,
  neighborhood,
  address_type: 'home',
  name: 'المنزل',
});

/** A full, valid set of answers for a sub-service's client flow (first option of each choice, no jump). */
export function sampleAnswers(
  questions: SandboxQuestion[],
  subService: number,
  description: string,
): SandboxRequest['answers'] {
  const flow = questions.filter((question) => question.sub_service === subService && question.user_type === 'client');
  const answers: SandboxRequest['answers'] = {};
  for (const question of flow) {
    const first = question.options[0]?.id ?? null;
    if (question.question_type === 'text_area') answers[question.id] = description;
    else if (question.question_type === 'text') answers[question.id] = '';
    else answers[question.id] = question.is_multiple_select ? (first === null ? [] : [first]) : first;
  }
  return answers;
}

function seedRequests(questions: SandboxQuestion[]): SandboxRequest[] {
  const request = (
    id: number,
    owner: number,
    subService: number,
    address: SandboxAddress,
    timing: Timing,
    status: RequestStatus,
    ageDays: number,
    description: string,
    extra: Partial<SandboxRequest> = {},
  ): SandboxRequest => ({
    id,
    client: owner,
    sub_service: subService,
    // A copy, as a request made today keeps one (the address book may change later).
    address: { ...address },
    timing,
    answers: sampleAnswers(questions, subService, description),
    comment: description,
    images: [],
    status,
    status_reason: null,
    invited_providers: [],
    created_at: daysAgo(ageDays),
    hired_at: null,
    ...extra,
  });
  return [
    request(6001, client, SUB.deepCleaning, home, 'urgent', 'open', 0.2, 'تنظيف عميق لشقة من 3 غرف قبل وصول الضيوف.', {
      invited_providers: [alNoor],
    }),
    request(
      6002,
      client,
      SUB.leakRepair,
      home,
      'within_two_weeks',
      'offers_received',
      1,
      'تسريب تحت مغسلة المطبخ والخزانة تبللت.',
      {
        images: ['/sandbox/requests/leak-1.jpg'],
      },
    ),
    request(
      6003,
      client,
      SUB.acInstallation,
      work,
      'after_two_weeks',
      'offers_received',
      3,
      'تركيب مكيفين سبليت 1.5 طن في المكتب.',
    ),
    request(6004, client, SUB.acCleaning, home, 'within_two_weeks', 'provider_hired', 6, 'تنظيف 3 مكيفات قبل الصيف.', {
      hired_at: daysAgo(2),
    }),
    request(6005, client, SUB.homeCleaning, home, 'within_two_weeks', 'completed', 40, 'تنظيف أسبوعي للشقة.', {
      hired_at: daysAgo(38),
    }),
    request(6006, client, SUB.interiorPainting, home, 'planning', 'cancelled', 60, 'دهان غرفة الأطفال.', {
      status_reason: 'Plans changed',
    }),
    request(6007, client, SUB.wiring, work, 'urgent', 'closed', 20, 'إضافة 4 مقابس في المكتب.', {
      status_reason: 'The job was done elsewhere',
    }),
    request(6011, laith, SUB.drainUnclogging, laithHome(261, 7), 'urgent', 'open', 0.1, 'المجلى مسدود تماماً.'),
    request(6012, laith, SUB.waterHeater, laithHome(262, 9), 'planning', 'open', 2, 'أفكر بتركيب سخان شمسي للمنزل.'),
    request(
      6013,
      laith,
      SUB.lighting,
      laithHome(263, 3),
      'within_two_weeks',
      'offers_received',
      1.5,
      'تركيب ثريا في الصالون.',
    ),
    request(
      6014,
      laith,
      SUB.officeCleaning,
      laithHome(264, 4),
      'after_two_weeks',
      'open',
      4,
      'تنظيف مكتب صغير مرة أسبوعياً.',
    ),
    request(6015, laith, SUB.leakRepair, laithHome(265, 21, 2), 'urgent', 'open', 0.5, 'تسريب في الحمام (إربد).'),
    request(6016, laith, SUB.leakRepair, laithHome(266, 8), 'urgent', 'completed', 25, 'تسريب من سقف الحمام.', {
      hired_at: daysAgo(24),
    }),
  ];
}

function seedOffers(): SandboxOffer[] {
  const offer = (
    id: number,
    request: number,
    provider: number,
    price: number,
    details: string,
    status: OfferStatus,
    ageDays: number,
    extra: Partial<SandboxOffer> = {},
  ): SandboxOffer => ({
    id,
    request,
    provider,
    price,
    details,
    images: [],
    proposed_date: null,
    status,
    rejection_source: null,
    rejection_reason: null,
    paid_with: 'free',
    created_at: daysAgo(ageDays),
    ...extra,
  });
  return [
    offer(7001, 6002, omar, 35, 'أستطيع الحضور غداً صباحاً، السعر يشمل تبديل الوصلات.', 'pending', 0.5, {
      proposed_date: daysAhead(1),
    }),
    offer(7002, 6003, omar, 120, 'تركيب مكيفين مع القواعد والتمديدات حتى 3 أمتار.', 'pending', 2),
    offer(7003, 6003, busy, 95, 'تركيب مع فحص نقطة الكهرباء.', 'pending', 1, { paid_with: 'balance' }),
    offer(7004, 6004, omar, 40, 'غسيل 3 مكيفات داخلي وخارجي.', 'hired', 5, { proposed_date: daysAhead(2) }),
    offer(7005, 6004, busy, 45, 'تنظيف شامل مع فحص الغاز.', 'rejected', 5, { rejection_source: 'system' }),
    offer(7006, 6005, alNoor, 60, 'فريق من شخصين لمدة 4 ساعات.', 'hired', 39),
    offer(7007, 6007, busy, 30, 'أربعة مقابس مع المواد.', 'rejected', 19, {
      rejection_source: 'client',
      rejection_reason: 'Price too high',
    }),
    offer(7008, 6001, alNoor, 55, 'تنظيف عميق مع تعقيم.', 'rejected', 0.1, {
      rejection_source: 'provider',
      rejection_reason: 'Fully booked that day',
    }),
    offer(7009, 6013, busy, 25, 'تركيب الثريا مع الفحص.', 'pending', 1),
    offer(7010, 6016, omar, 30, 'إصلاح التسريب مع ضمان شهر.', 'hired', 24),
  ];
}

function seedRatings(): SandboxRating[] {
  return [
    {
      id: 8001,
      request: 6005,
      direction: 'client_to_provider',
      rater: client,
      rated: alNoor,
      scores: {
        overall_quality: 5,
        communication: 5,
        punctuality: 4,
        professionalism: 5,
        meeting_expectations: 5,
        worth_the_cost: 4,
        work_quality: 5,
        cleanliness: 5,
      },
      experience: 'فريق محترف وصل في الموعد تقريباً وترك الشقة نظيفة جداً.',
      created_at: daysAgo(37),
    },
    {
      id: 8002,
      request: 6005,
      direction: 'provider_to_client',
      rater: alNoor,
      rated: client,
      scores: { payment_timing: 5, respect_and_professionalism: 5, clarity_of_requirements: 4 },
      experience: 'Clear instructions and paid on the spot. A pleasure to work with.',
      created_at: daysAgo(37),
    },
    {
      id: 8003,
      request: 6016,
      direction: 'client_to_provider',
      rater: laith,
      rated: omar,
      scores: {
        overall_quality: 4,
        communication: 5,
        punctuality: 5,
        professionalism: 4,
        meeting_expectations: 4,
        worth_the_cost: 5,
        work_quality: 4,
        cleanliness: 4,
      },
      experience: 'Fixed the leak quickly and explained what caused it.',
      created_at: daysAgo(23),
    },
  ];
}

/** Requests 6001…, offers 7001…, ratings 8001…, report 8501, notifications 9001…: references read like JO-2026-006001. */
export function seedActivity(
  questions: SandboxQuestion[],
): Pick<MarketSlice, 'requests' | 'offers' | 'ratings' | 'reports' | 'notifications'> {
  return {
    requests: seedRequests(questions),
    offers: seedOffers(),
    ratings: seedRatings(),
    reports: [
      {
        id: 8501,
        reporter: client,
        reported_user: busy,
        request: 6007,
        reason: 'inappropriate_behaviour',
        explanation: 'Kept calling after I closed the request.',
        created_at: daysAgo(18),
      },
    ],
    notifications: seedNotifications(),
  };
}

import type { RequestStatus } from '@/services/lifecycle/request';
import type { Timing } from '@/services/shared/request-timing';
import { daysAgo } from '../../shared/clock';
import { SUB } from '../catalogue/catalogue';
import { CLIENT_ADDRESSES, type SandboxAddress } from '../settings/addresses';
import { DEMO_USER_IDS } from '../shared/ids';
import type { SandboxQuestion } from '../catalogue/question-flows';

/* The requests table's records, and the seeded requests (6001…). */

export interface SandboxRequest {
  id: number;
  client: number;
  sub_service: number;
  /** A copy of the client's address when the request was made. */
  address: SandboxAddress;
  timing: Timing;
  answers: Record<string, string | number | number[] | null>;
  comment: string;
  images: string[];
  status: RequestStatus;
  status_reason: string | null;
  invited_providers: number[];
  created_at: string;
  hired_at: string | null;
}

/** A request as `POST requests/` makes it (open, no photos, nobody invited), with what differs. */
export function requestRecord(
  fields: Pick<
    SandboxRequest,
    'id' | 'client' | 'sub_service' | 'address' | 'timing' | 'answers' | 'comment' | 'created_at'
  > &
    Partial<SandboxRequest>,
): SandboxRequest {
  return {
    images: [],
    status: 'open',
    status_reason: null,
    invited_providers: [],
    hired_at: null,
    ...fields,
  };
}

const { client, company: alNoor, unverified: laith } = DEMO_USER_IDS;
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

export function seedRequests(questions: SandboxQuestion[]): SandboxRequest[] {
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
  ): SandboxRequest =>
    requestRecord({
      id,
      client: owner,
      sub_service: subService,
      // A copy, as a request made today keeps one (the address book may change later).
      address: { ...address },
      timing,
      answers: sampleAnswers(questions, subService, description),
      comment: description,
      status,
      created_at: daysAgo(ageDays),
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

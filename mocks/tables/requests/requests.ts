import type { Answers } from '@/services/catalogue';
import { chosenOptions, flowPath } from '../../rules/catalogue/question-flows';
import { referenceNumber, requestVisibility } from '../../rules/requests/requests';
import { db } from '../../shared/db';
import { fail } from '../../shared/http';
import { clientName, countryCodeOf, userOf } from '../auth/users';
import { flowOf, toSubServiceRef } from '../catalogue/catalogue';
import { hiredOffer, liveOffers } from '../offers/offers';
import { myRating } from '../reviews/ratings';
import { toAddress } from '../settings/addresses';
import { cityRef, neighborhoodRef } from '../shared/places';
import type { SandboxUser } from '../../data/auth/accounts';
import type { SandboxRequest } from '../../data/requests/requests';
import type { Pair } from '../../data/shared/bilingual';
import type { Address, AnswerView, ServiceRequestDetails, ServiceRequestSummary } from '../../data/shared/records';

/* The requests table: lookups, and a request as its list row and as its details. */

const requests = () => db.state.market.requests;

export function findRequest(id: number): SandboxRequest {
  return findRequestOrNull(id) ?? fail(404, 'NO_RESULT');
}

export function findRequestOrNull(id: number): SandboxRequest | null {
  return requests().find((request) => request.id === id) ?? null;
}

/** Someone else's request is a 404, as if it did not exist. */
export function requireOwner(request: SandboxRequest, user: SandboxUser): void {
  if (request.client !== user.id) fail(404, 'NO_RESULT');
}

export function referenceOf(request: SandboxRequest): string {
  return referenceNumber(countryCodeOf(request.client), request.created_at, request.id);
}

export function toSummary(request: SandboxRequest): ServiceRequestSummary {
  return {
    id: request.id,
    reference_number: referenceOf(request),
    sub_service: toSubServiceRef(request.sub_service),
    city: cityRef(request.address.city) ?? { id: request.address.city, name_ar: '', name_en: '' },
    neighborhood: neighborhoodRef(request.address.neighborhood),
    timing: request.timing,
    status: request.status,
    offers_count: liveOffers(request.id).length,
    comment: request.comment,
    images: request.images,
    created_at: request.created_at,
  };
}

/** The answers along the path the client took, as question and answer text in both languages. */
function answerViews(request: SandboxRequest): AnswerView[] {
  const answers = request.answers as Answers;
  return flowPath(flowOf(request.sub_service, 'client'), answers).flatMap((question) => {
    const answer = answers[String(question.id)];
    if (answer === undefined || answer === null || answer === '') return [];
    const picked = question.options.filter((option) => chosenOptions(answer).includes(option.id));
    const text: Pair =
      typeof answer === 'string'
        ? [answer, answer]
        : [picked.map((o) => o.label_ar).join('، '), picked.map((o) => o.label_en).join(', ')];
    if (!text[1]) return [];
    return [
      {
        question: question.id,
        question_type: question.question_type,
        question_ar: question.title_ar,
        question_en: question.title_en,
        answer_ar: text[0],
        answer_en: text[1],
      },
    ];
  });
}

/** The details as `viewerId` may see them: the address and phone only for the owner and the hired provider. */
export function toDetails(request: SandboxRequest, viewerId: number): ServiceRequestDetails {
  const hired = hiredOffer(request.id);
  const isOwner = request.client === viewerId;
  const can = requestVisibility({ userId: viewerId, isOwner, isHiredProvider: hired?.provider === viewerId });
  const client = userOf(request.client);
  const address: Address | null = can.address ? toAddress(request.address, db.state.locations) : null;
  return {
    ...toSummary(request),
    status_reason: request.status_reason,
    is_owner: isOwner,
    client: {
      id: request.client,
      display_name: clientName(client),
      phone_number: can.phone ? (client?.phone_number ?? null) : null,
    },
    address,
    answers: answerViews(request),
    hired_offer: hired?.id ?? null,
    invited_providers: isOwner ? request.invited_providers : [],
    my_rating: myRating(request.id, viewerId),
  };
}

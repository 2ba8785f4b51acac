import { checkedAnswer } from './checked-answer';
import {
  createdRequestShape,
  hiddenJobShape,
  jobDetailsShape,
  jobOpportunityShape,
  offerFunnelShape,
  offerShape,
  requestDetailsShape,
  requestSummaryShape,
  scheduledWorkShape,
} from './market-shapes';
import { notificationPreferencesShape } from './notification-shapes';
import {
  articleShape,
  articleSummaryShape,
  balanceMovementShape,
  balanceShape,
  contactSentShape,
  helpTopicShape,
  providerProfileShape,
  publicProviderShape,
  ratingShape,
  testimonialShape,
} from './profile-shapes';
import { pageOf } from './shape';

/**
 * The reader of the marketplace's and content's answers, a chunk of its own asked for as the call
 * leaves (services/api/shaped.ts): the shapes, their fallbacks and the reader cost no route's first load.
 */
export const SHAPES = {
  requestSummary: requestSummaryShape,
  requestDetails: requestDetailsShape,
  createdRequest: createdRequestShape,
  offer: offerShape,
  offerFunnel: offerFunnelShape,
  jobOpportunity: jobOpportunityShape,
  jobDetails: jobDetailsShape,
  hiddenJob: hiddenJobShape,
  scheduledWork: scheduledWorkShape,
  providerProfile: providerProfileShape,
  balance: balanceShape,
  balanceMovement: balanceMovementShape,
  publicProvider: publicProviderShape,
  rating: ratingShape,
  articleSummary: articleSummaryShape,
  article: articleShape,
  helpTopic: helpTopicShape,
  testimonial: testimonialShape,
  contactSent: contactSentShape,
  notificationPreferences: notificationPreferencesShape,
};

export type ShapeName = keyof typeof SHAPES;

/** `data` read through the named shape (a page of them with `page`), as services/api/checked-answer.ts reads it. */
export function readAnswer(call: string, data: unknown, shape: ShapeName, page: boolean, status: number): unknown {
  const made = SHAPES[shape]();
  return checkedAnswer(call, data, page ? pageOf(made) : made, status);
}

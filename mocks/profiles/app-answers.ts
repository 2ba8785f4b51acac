import {
  addressShape,
  cityShape,
  countryShape,
  countShape,
  mainCategoryShape,
  neighborhoodShape,
  nextQuestionShape,
  notificationShape,
  questionShape,
  subServiceShape,
  topUpShape,
  userProfileShape,
} from '@/services/answer-checks';
import { articleShape, articleSummaryShape, helpTopicShape, testimonialShape } from '@/services/content';
import { hiddenJobShape, jobDetailsShape, jobOpportunityShape, scheduledWorkShape } from '@/services/jobs';
import { offerShape } from '@/services/offers';
import { balanceShape, providerProfileShape, publicProviderShape } from '@/services/provider';
import { ratingShape } from '@/services/received-ratings';
import { requestDetailsShape, requestSummaryShape } from '@/services/requests';
import { pageOf, type Shape } from '@/services/shape';

/**
 * What the app reads of each call's answer: the shape its service checks the answer against
 * (services/checked-answer.ts), by the call's name there (`GET requests/{}/offers/`, as
 * mocks/profiles/kept.ts `callKey` writes it). The minimal profile sends of our designed calls only
 * what these require; the conformance run sorts a difference by them (tests/contract/conformance-impact.ts).
 * mocks/profiles/app-answers.test.ts holds it to services/: every call a service checks is here.
 */
const page = (item: () => Shape) => () => pageOf(item());

export const APP_ANSWERS: Readonly<Record<string, () => Shape>> = {
  'GET common/country-by-code-name/{}': countryShape,
  'GET auth/user/profile/': userProfileShape,
  'GET common/cities/by-country/{}': page(cityShape),
  'GET common/neighborhood/by-city/{}': page(neighborhoodShape),
  'GET auth/user/addresses': page(addressShape),
  'GET provider/profile/': providerProfileShape,
  'GET services/main-categories/': page(mainCategoryShape),
  'GET services/main-categories/{}/': mainCategoryShape,
  'GET services/sub-services/{}/': subServiceShape,
  'GET services/sub-services/{}/questions/first/': questionShape,
  'POST services/questions/{}/next/': nextQuestionShape,
  'GET requests/': page(requestSummaryShape),
  'GET requests/{}/': requestDetailsShape,
  'GET requests/{}/offers/': page(offerShape),
  'GET offers/{}/': offerShape,
  'GET jobs/opportunities/': page(jobOpportunityShape),
  'GET jobs/hidden/': page(hiddenJobShape),
  'GET jobs/submitted-offers/': page(offerShape),
  'GET jobs/scheduled/': page(scheduledWorkShape),
  'GET jobs/{}/': jobDetailsShape,
  'GET provider/balance/': balanceShape,
  'POST provider/balance/top-up/': topUpShape,
  'GET provider/balance/top-up/{}/': topUpShape,
  'GET providers/{}/': publicProviderShape,
  'GET providers/{}/reviews/': page(ratingShape),
  'GET ratings/received/': page(ratingShape),
  'GET notifications/': page(notificationShape),
  'GET notifications/unread-count/': countShape,
  'GET articles/': page(articleSummaryShape),
  'GET articles/{}/': articleShape,
  'GET help-center/topics/': page(helpTopicShape),
  'GET help-center/topics/{}/': helpTopicShape,
  'GET testimonials/': page(testimonialShape),
};

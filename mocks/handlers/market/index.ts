import { catalogueHandlers } from './catalogue';
import { jobHandlers } from './jobs';
import { notificationHandlers } from './notifications';
import { offerHandlers } from './offers';
import { paymentHandlers } from './payments';
import { providerHandlers } from './provider';
import { ratingHandlers } from './ratings';
import { reportHandlers } from './reports';
import { requestHandlers } from './requests';

/**
 * The marketplace calls (docs/api/marketplace.md), one file per resource. Handlers read
 * and change the state through mocks/tables/ (lookups, responses, lifecycle moves) and
 * never import one another; within a file a fixed path comes before a `:id` of the same depth.
 */
export const marketHandlers = [
  ...catalogueHandlers,
  ...requestHandlers,
  ...offerHandlers,
  ...jobHandlers,
  ...providerHandlers,
  ...paymentHandlers,
  ...ratingHandlers,
  ...reportHandlers,
  ...notificationHandlers,
];

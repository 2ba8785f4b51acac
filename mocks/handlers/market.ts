import { balanceHandlers } from '@/mocks/handlers/balance/balance';
import { balanceHistoryHandlers } from '@/mocks/handlers/balance/history';
import { paymentHandlers } from '@/mocks/handlers/balance/payments';
import { catalogueHandlers } from '@/mocks/handlers/catalogue/catalogue';
import { jobHandlers } from '@/mocks/handlers/jobs/jobs';
import { notificationHandlers } from '@/mocks/handlers/notifications/notifications';
import { pushHandlers } from '@/mocks/handlers/notifications/push';
import { offerEditHandlers } from '@/mocks/handlers/offers/edit';
import { offerFunnelHandlers } from '@/mocks/handlers/offers/funnel';
import { offerHandlers } from '@/mocks/handlers/offers/offers';
import { receiptHandlers } from '@/mocks/handlers/offers/receipts';
import { providerHandlers } from '@/mocks/handlers/provider-account/provider';
import { reportHandlers } from '@/mocks/handlers/provider-profile/reports';
import { requestHandlers } from '@/mocks/handlers/requests/requests';
import { ratingHandlers } from '@/mocks/handlers/reviews/ratings';

/**
 * The marketplace calls (docs/api/marketplace.md), one file per resource. Handlers read
 * and change the state through mocks/tables/ (lookups, responses, lifecycle moves) and
 * never import one another; within a file a fixed path comes before a `:id` of the same depth.
 */
export const marketHandlers = [
  ...catalogueHandlers,
  ...requestHandlers,
  ...offerHandlers,
  ...receiptHandlers,
  ...offerEditHandlers,
  ...offerFunnelHandlers,
  ...jobHandlers,
  ...providerHandlers,
  ...balanceHandlers,
  ...balanceHistoryHandlers,
  ...paymentHandlers,
  ...ratingHandlers,
  ...reportHandlers,
  ...pushHandlers,
  ...notificationHandlers,
];

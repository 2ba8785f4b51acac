import { http, HttpResponse } from 'msw';
import { authHandlers } from '@/mocks/handlers/auth/auth';
import { balanceHandlers } from '@/mocks/handlers/balance/balance';
import { balanceHistoryHandlers } from '@/mocks/handlers/balance/history';
import { paymentHandlers } from '@/mocks/handlers/balance/payments';
import { catalogueHandlers } from '@/mocks/handlers/catalogue/catalogue';
import { contentHandlers } from '@/mocks/handlers/content/content';
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
import { accountHandlers } from '@/mocks/handlers/settings/account';
import { locationHandlers } from '@/mocks/handlers/shared/locations';
import { uploadHandlers } from '@/mocks/handlers/shared/upload';
import { API_ROOT } from '../shared/http';
import { realtimeHandlers } from '../shared/realtime';

/**
 * Every contract call of docs/api.md, one file per resource in its domain's folder. Handlers read and
 * change the state through mocks/tables/ and never import one another; within a file a fixed path comes
 * before a `:id` of the same depth. Anything else under /api/v1/ is a 404, like an unknown URL on the
 * real backend.
 */
export const handlers = [
  ...locationHandlers,
  ...authHandlers,
  ...accountHandlers,
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
  ...contentHandlers,
  ...uploadHandlers,
  ...realtimeHandlers,
  http.all(`*${API_ROOT}*`, ({ request }) =>
    HttpResponse.json(
      { error: `No such endpoint: ${request.method} ${new URL(request.url).pathname}` },
      { status: 404 },
    ),
  ),
];

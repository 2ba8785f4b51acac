import { http, HttpResponse } from 'msw';
import { API_ROOT } from '../http';
import { accountHandlers } from './account';
import { authHandlers } from './auth';
import { contentHandlers } from './content';
import { locationHandlers } from './locations';
import { marketHandlers } from './market';
import { uploadHandlers } from './upload';
import { realtimeHandlers } from '../realtime';

/** Every contract call of docs/api.md. Anything else under /api/v1/ is a 404, like an unknown URL on the real backend. */
export const handlers = [
  ...locationHandlers,
  ...authHandlers,
  ...accountHandlers,
  ...marketHandlers,
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

import { http, HttpResponse } from 'msw';
import { authHandlers } from '@/mocks/handlers/auth/auth';
import { contentHandlers } from '@/mocks/handlers/content/content';
import { accountHandlers } from '@/mocks/handlers/settings/account';
import { locationHandlers } from '@/mocks/handlers/shared/locations';
import { uploadHandlers } from '@/mocks/handlers/shared/upload';
import { marketHandlers } from './market';
import { API_ROOT } from '../shared/http';
import { realtimeHandlers } from '../shared/realtime';

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

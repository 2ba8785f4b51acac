import { check } from '@/mocks/handlers/shared/params';
import { MESSAGE_TEXT } from '@/services/api/messages';
import { REPORT_REASONS, type Report, type ReportReason } from '@/services/provider-profile';
import { LIMITS } from '@/services/shared/limits';
import { tooLongError } from '../../rules/shared/text';
import { clock } from '../../shared/clock';
import { db } from '../../shared/db';
import { created, fail, route } from '../../shared/http';
import { userOf } from '../../tables/auth/users';
import { notify } from '../../tables/notifications/notifications';
import { offersOn } from '../../tables/offers/offers';
import { findRequestOrNull } from '../../tables/requests/requests';
import { takeRateLimit } from '../../tables/shared/rate-limits';

/** Report a user, about a request both took part in or in general (docs/api/marketplace.md, "Reports"). */
export const reportHandlers = [
  route('post', 'reports/', async (context) => {
    const user = context.requireUser();
    const raw = await context.body({
      reported_user: 'number',
      request: 'nullable-number',
      reason: 'string',
      'explanation?': 'string',
    });
    const reported = raw.reported_user;
    if (reported === user.id || !userOf(reported)) check('Unknown user', 'reported_user');
    const requestId = raw.request;
    if (requestId !== null) {
      const request = findRequestOrNull(requestId);
      const involved = request ? [request.client, ...offersOn(request.id).map((offer) => offer.provider)] : [];
      if (!involved.includes(user.id) || !involved.includes(reported)) check('Unknown request', 'request');
    }
    const explanation = typeof raw.explanation === 'string' ? raw.explanation.trim() : '';
    check(tooLongError(explanation, LIMITS.reportExplanationMax), 'explanation');
    const reason: ReportReason =
      REPORT_REASONS.find((item) => item === raw.reason) ??
      fail(400, 'FIELD_REQUIRED', { reason: MESSAGE_TEXT.FIELD_REQUIRED });
    takeRateLimit('report', String(user.id), context.request);
    const report = {
      id: db.nextId(),
      reporter: user.id,
      reported_user: reported,
      request: requestId,
      reason,
      explanation,
      created_at: clock.now().toISOString(),
    };
    db.state.market.reports.push(report);
    notify(
      user.id,
      'report_received',
      ['استلمنا بلاغك', 'We received your report'],
      ['سنراجع بلاغك ونتواصل معك', 'We will review your report and get back to you'],
      requestId === null ? {} : { request: requestId },
    );
    const { reporter: _reporter, ...visible } = report;
    const body: Report = visible;
    return created(body);
  }),
];

import { api } from '@/services/api/api-client';
import type { components } from '@/services/api/api-schema';
import { idempotencyHeaders } from '@/services/api/idempotency-header';

export const REPORT_REASONS = ['fraud', 'inappropriate_behaviour', 'no_show', 'spam', 'fake_profile', 'other'] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];

export type ReportBody = components['schemas']['ReportBody'];

export type Report = components['schemas']['Report'];

/** A client reports a provider or a provider reports a client; the reporter is notified that it was received. */
export async function createReport(body: ReportBody, key: string): Promise<Report> {
  const { data } = await api.post<Report>('reports/', body, { headers: idempotencyHeaders(key) });
  return data;
}

import { api } from './api-client';
import { idempotencyHeaders } from './idempotency-header';

export const REPORT_REASONS = ['fraud', 'inappropriate_behaviour', 'no_show', 'spam', 'fake_profile', 'other'] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];

export interface ReportBody {
  /** The user reported. */
  reported_user: number;
  /** The request it is about, if any. */
  request: number | null;
  reason: ReportReason;
  explanation?: string;
}

export interface Report extends Required<ReportBody> {
  id: number;
  created_at: string;
}

/** A client reports a provider or a provider reports a client; the reporter is notified that it was received. */
export async function createReport(body: ReportBody, key: string): Promise<Report> {
  const { data } = await api.post<Report>('reports/', body, { headers: idempotencyHeaders(key) });
  return data;
}

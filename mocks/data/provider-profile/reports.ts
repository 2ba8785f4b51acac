import type { ReportReason } from '@/services/provider-profile';
import { daysAgo } from '../../shared/clock';
import { DEMO_USER_IDS } from '../shared/ids';

/* The reports table's records (a user reported to the team), and the seeded report (8501). */

export interface SandboxReport {
  id: number;
  reporter: number;
  reported_user: number;
  request: number | null;
  reason: ReportReason;
  explanation: string;
  created_at: string;
}

export function seedReports(): SandboxReport[] {
  return [
    {
      id: 8501,
      reporter: DEMO_USER_IDS.client,
      reported_user: DEMO_USER_IDS.busyProvider,
      request: 6007,
      reason: 'inappropriate_behaviour',
      explanation: 'Kept calling after I closed the request.',
      created_at: daysAgo(18),
    },
  ];
}

/* The jobs a provider hid (reversible) or deleted from their opportunities; none are seeded. */

export interface DismissedJob {
  provider: number;
  request: number;
  action: 'hide' | 'delete';
  reason: string;
  at: string;
}

/* The balance top-ups' records: started by a provider, settled by the simulated payment page; none are seeded. */

export interface SandboxPayment {
  id: string;
  provider: number;
  amount: number;
  status: 'pending' | 'paid' | 'failed' | 'cancelled';
  created_at: string;
}

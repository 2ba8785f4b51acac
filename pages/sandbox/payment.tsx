import dynamic from 'next/dynamic';
import NotFoundPage from '../404';

// A literal condition (not services/api/config's SANDBOX) so a live build drops the screen's chunk.
const PaymentScreen = !process.env.NEXT_PUBLIC_API_BASE_URL
  ? dynamic(() => import('@/components/sandbox/PaymentScreen'))
  : null;

/** The simulated payment page of a balance top-up; a 404 outside sandbox mode. */
export default function SandboxPaymentPage() {
  return PaymentScreen ? <PaymentScreen /> : <NotFoundPage />;
}

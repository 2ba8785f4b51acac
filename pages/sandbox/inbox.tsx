import dynamic from 'next/dynamic';
import NotFoundPage from '../404';

// A literal condition (not services/api/config's SANDBOX) so a live build drops the screen's chunk.
const InboxScreen = !process.env.NEXT_PUBLIC_API_BASE_URL
  ? dynamic(() => import('@/components/sandbox/InboxScreen'))
  : null;

/** The sandbox's inbox (codes and emails); a 404 outside sandbox mode. */
export default function SandboxInboxPage() {
  return InboxScreen ? <InboxScreen /> : <NotFoundPage />;
}

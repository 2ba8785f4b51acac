import dynamic from 'next/dynamic';
import NotFoundPage from '../404';

// A literal condition (not services/api/config's SANDBOX) so a live build drops the screen's chunk.
const GoogleAuthScreen = !process.env.NEXT_PUBLIC_API_BASE_URL
  ? dynamic(() => import('@/components/sandbox/GoogleAuthScreen'))
  : null;

/** The simulated Google consent page; a 404 outside sandbox mode. */
export default function SandboxGoogleAuthPage() {
  return GoogleAuthScreen ? <GoogleAuthScreen /> : <NotFoundPage />;
}

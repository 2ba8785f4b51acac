import { GoogleCallbackScreen } from '@/components/auth/GoogleCallbackScreen';

export default GoogleCallbackScreen;

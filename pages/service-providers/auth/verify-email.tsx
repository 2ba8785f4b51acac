import { VerifyEmailScreen } from '@/components/auth/VerifyEmailScreen';

export default VerifyEmailScreen;

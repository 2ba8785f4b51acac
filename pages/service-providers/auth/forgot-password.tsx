import { ForgotPasswordScreen } from '@/components/auth/ForgotPasswordScreen';

export default ForgotPasswordScreen;

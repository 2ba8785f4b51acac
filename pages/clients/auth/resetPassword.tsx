import { ResetPasswordScreen } from '@/components/auth/ResetPasswordScreen';

export default ResetPasswordScreen;

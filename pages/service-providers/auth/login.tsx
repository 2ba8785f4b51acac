import { LoginScreen } from '@/components/auth/LoginScreen';

export default LoginScreen;

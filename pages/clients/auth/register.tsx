import { RegisterScreen } from '@/components/auth/RegisterScreen';

export default RegisterScreen;

import { ChangePasswordScreen } from '@/components/settings/ChangePasswordScreen';

export default ChangePasswordScreen;

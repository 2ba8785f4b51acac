import { AccountScreen } from '@/components/settings/AccountScreen';

export default AccountScreen;

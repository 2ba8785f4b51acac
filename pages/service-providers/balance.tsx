import { BalanceScreen } from '@/components/provider-account/BalanceScreen';

export default BalanceScreen;

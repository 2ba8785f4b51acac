import { BalanceScreen } from '@/components/provider/BalanceScreen';

export default BalanceScreen;

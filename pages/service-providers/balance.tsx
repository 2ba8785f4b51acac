import { BalanceScreen } from '@/components/balance/BalanceScreen';

export default BalanceScreen;

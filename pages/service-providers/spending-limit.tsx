import { SpendingLimitScreen } from '@/components/balance/SpendingLimitScreen';

export default SpendingLimitScreen;

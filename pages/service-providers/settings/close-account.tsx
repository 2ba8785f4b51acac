import { CloseAccountScreen } from '@/components/settings/CloseAccountScreen';

export default CloseAccountScreen;

import { ProviderProfileScreen } from '@/components/providers/ProviderProfileScreen';

export default ProviderProfileScreen;

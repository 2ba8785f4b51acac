import { ProviderProfileScreen } from '@/components/provider-profile/ProviderProfileScreen';

export default ProviderProfileScreen;

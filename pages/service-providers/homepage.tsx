import { ProviderHomeScreen } from '@/components/home/ProviderHomeScreen';

export default ProviderHomeScreen;

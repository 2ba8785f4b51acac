import { MyServicesScreen } from '@/components/provider-account/MyServicesScreen';

export default MyServicesScreen;

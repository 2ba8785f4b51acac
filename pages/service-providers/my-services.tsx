import { MyServicesScreen } from '@/components/provider/MyServicesScreen';

export default MyServicesScreen;

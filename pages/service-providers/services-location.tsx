import { ServicesLocationScreen } from '@/components/provider-account/ServicesLocationScreen';

export default ServicesLocationScreen;

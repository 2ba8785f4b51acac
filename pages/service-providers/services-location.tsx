import { ServicesLocationScreen } from '@/components/provider/ServicesLocationScreen';

export default ServicesLocationScreen;

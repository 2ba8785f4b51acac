import { ServiceScreen } from '@/components/catalogue/ServiceScreen';

export default ServiceScreen;

import { ServicesScreen } from '@/components/catalogue/ServicesScreen';

export default ServicesScreen;

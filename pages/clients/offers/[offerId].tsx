import { OfferScreen } from '@/components/requests/OfferScreen';

export default OfferScreen;

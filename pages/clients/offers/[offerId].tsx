import { OfferScreen } from '@/components/offers/OfferScreen';

export default OfferScreen;

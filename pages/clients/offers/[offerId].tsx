import { OfferScreen } from '@/components/my-requests/OfferScreen';

export default OfferScreen;

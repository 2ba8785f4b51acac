import { SubmittedOffersScreen } from '@/components/offers/SubmittedOffersScreen';

export default SubmittedOffersScreen;

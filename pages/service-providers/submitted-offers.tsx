import { SubmittedOffersScreen } from '@/components/jobs/SubmittedOffersScreen';

export default SubmittedOffersScreen;

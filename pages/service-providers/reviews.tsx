import { ProviderReviewsScreen } from '@/components/jobs/ProviderReviewsScreen';

export default ProviderReviewsScreen;

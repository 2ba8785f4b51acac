import { ProviderReviewsScreen } from '@/components/reviews/ProviderReviewsScreen';

export default ProviderReviewsScreen;

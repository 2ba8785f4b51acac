import { CustomerReviewsScreen } from '@/components/providers/CustomerReviewsScreen';

export default CustomerReviewsScreen;

import { CustomerReviewsScreen } from '@/components/reviews/CustomerReviewsScreen';

export default CustomerReviewsScreen;

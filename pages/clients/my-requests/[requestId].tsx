import { RequestDetailsScreen } from '@/components/my-requests/RequestDetailsScreen';

export default RequestDetailsScreen;

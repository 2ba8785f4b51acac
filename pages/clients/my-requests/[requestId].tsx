import { RequestDetailsScreen } from '@/components/requests/RequestDetailsScreen';

export default RequestDetailsScreen;

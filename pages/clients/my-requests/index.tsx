import { MyRequestsScreen } from '@/components/requests/MyRequestsScreen';

export default MyRequestsScreen;

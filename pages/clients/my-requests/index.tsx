import { MyRequestsScreen } from '@/components/my-requests/MyRequestsScreen';

export default MyRequestsScreen;

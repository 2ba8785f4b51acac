import { NotificationsScreen } from '@/components/notifications/NotificationsScreen';

export default NotificationsScreen;

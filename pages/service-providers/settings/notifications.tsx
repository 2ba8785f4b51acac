import { NotificationSettingsScreen } from '@/components/notifications/NotificationSettingsScreen';

export default NotificationSettingsScreen;

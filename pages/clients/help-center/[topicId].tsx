import { HelpTopicScreen } from '@/components/content/HelpTopicScreen';

export default HelpTopicScreen;

import { HelpCenterScreen } from '@/components/content/HelpCenterScreen';

export default HelpCenterScreen;

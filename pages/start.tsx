import { AppStart } from '@/components/shell/AppStart';

export default AppStart;

import { WorkLocationScreen } from '@/components/jobs/WorkLocationScreen';

export default WorkLocationScreen;

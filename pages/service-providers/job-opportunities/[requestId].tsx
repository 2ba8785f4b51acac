import { JobDetailsScreen } from '@/components/jobs/JobDetailsScreen';

export default JobDetailsScreen;

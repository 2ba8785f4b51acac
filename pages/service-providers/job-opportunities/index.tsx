import { JobFeedScreen } from '@/components/jobs/JobFeedScreen';

export default JobFeedScreen;

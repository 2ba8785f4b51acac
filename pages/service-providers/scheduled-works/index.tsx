import { ScheduleScreen } from '@/components/jobs/ScheduleScreen';

export default ScheduleScreen;

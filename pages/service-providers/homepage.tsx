import { HomeScreen } from '@/components/home/HomeScreen';

export default HomeScreen;

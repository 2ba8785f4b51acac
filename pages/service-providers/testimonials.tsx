import { TestimonialsScreen } from '@/components/content/TestimonialsScreen';

export default TestimonialsScreen;

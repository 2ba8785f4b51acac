import { HowItWorks } from './HowItWorks';
import { TestimonialsSection } from './TestimonialsSection';

/** The home's sections below a phone's fold, one chunk that HomeScreen loads as the person scrolls near it. */
export default function BelowTheFold() {
  return (
    <>
      <HowItWorks />
      <TestimonialsSection />
    </>
  );
}

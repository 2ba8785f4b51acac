import { StaticPageScreen } from '@/components/content/StaticPageScreen';

export default function TermsOfUsePage() {
  return <StaticPageScreen page="termsOfUse" />;
}

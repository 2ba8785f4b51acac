import { StaticPageScreen } from '@/components/content/StaticPageScreen';

export default function AboutUsPage() {
  return <StaticPageScreen page="aboutUs" />;
}

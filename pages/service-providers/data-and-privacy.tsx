import { StaticPageScreen } from '@/components/content/StaticPageScreen';

export default function DataAndPrivacyPage() {
  return <StaticPageScreen page="dataAndPrivacy" />;
}

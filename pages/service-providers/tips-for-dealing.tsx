import { StaticPageScreen } from '@/components/content/StaticPageScreen';

export default function TipsForDealingPage() {
  return <StaticPageScreen page="tipsForDealing" />;
}

import { StaticPageScreen } from '@/components/content/StaticPageScreen';

export default function SafetyAndSecurityPage() {
  return <StaticPageScreen page="safetyAndSecurity" />;
}

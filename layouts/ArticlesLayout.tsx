import { SiteFrame } from './SiteFrame';
import type { LayoutProps } from './types';

export function ArticlesLayout({ role, children }: LayoutProps) {
  return (
    <SiteFrame name="articles" role={role} mainClassName="mx-auto w-full max-w-3xl flex-1 px-4 py-6">
      {children}
    </SiteFrame>
  );
}

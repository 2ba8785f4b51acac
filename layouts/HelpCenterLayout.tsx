import { SiteFrame } from './SiteFrame';
import type { LayoutProps } from './types';

export function HelpCenterLayout({ role, children }: LayoutProps) {
  return (
    <SiteFrame
      name="help-center"
      role={role}
      className="flex min-h-dvh flex-col bg-slate-50"
      mainClassName="mx-auto w-full max-w-4xl flex-1 px-4 py-6"
    >
      {children}
    </SiteFrame>
  );
}

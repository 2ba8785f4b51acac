import type { ReactNode } from 'react';
import { ArticlesLayout } from './ArticlesLayout';
import { AuthLayout } from './AuthLayout';
import { BareLayout } from './BareLayout';
import { HelpCenterLayout } from './HelpCenterLayout';
import { MainLayout } from './MainLayout';
import { resolveLayout } from './resolve-layout';
import { UserSettingsLayout } from './UserSettingsLayout';

/** The _app layout resolver: the path picks the layout (§2). */
export function PageLayout({ path, children }: { path: string; children: ReactNode }) {
  const { layout, role } = resolveLayout(path);
  switch (layout) {
    case 'bare':
      return <BareLayout role={role}>{children}</BareLayout>;
    case 'help-center':
      return <HelpCenterLayout role={role}>{children}</HelpCenterLayout>;
    case 'articles':
      return <ArticlesLayout role={role}>{children}</ArticlesLayout>;
    case 'auth':
      return <AuthLayout role={role}>{children}</AuthLayout>;
    case 'settings':
      return (
        <MainLayout role={role}>
          <UserSettingsLayout role={role}>{children}</UserSettingsLayout>
        </MainLayout>
      );
    case 'main':
      return <MainLayout role={role}>{children}</MainLayout>;
  }
}

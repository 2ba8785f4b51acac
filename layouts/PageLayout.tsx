import { lazy, Suspense, type ReactNode } from 'react';
import { AuthLayout } from './AuthLayout';
import { BareLayout } from './BareLayout';
import { MainLayout } from './MainLayout';
import { ReadingLayout } from './ReadingLayout';
import { resolveLayout } from './resolve-layout';

/** Settings pages only: the settings menu and its dialogs stay out of every other page's first load. */
const UserSettingsLayout = lazy(() =>
  import('./UserSettingsLayout').then((module) => ({ default: module.UserSettingsLayout })),
);

/** The _app layout resolver: the path picks the layout (spec §2). */
export function PageLayout({ path, children }: { path: string; children: ReactNode }) {
  const { layout, role } = resolveLayout(path);
  switch (layout) {
    case 'bare':
      return <BareLayout role={role}>{children}</BareLayout>;
    case 'help-center':
    case 'articles':
      return (
        <ReadingLayout layout={layout} role={role}>
          {children}
        </ReadingLayout>
      );
    case 'auth':
      return <AuthLayout role={role}>{children}</AuthLayout>;
    case 'settings':
      return (
        <MainLayout role={role}>
          <Suspense fallback={<div data-layout="user-settings" />}>
            <UserSettingsLayout role={role}>{children}</UserSettingsLayout>
          </Suspense>
        </MainLayout>
      );
    case 'main':
      return <MainLayout role={role}>{children}</MainLayout>;
  }
}

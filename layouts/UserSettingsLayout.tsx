import type { LayoutProps } from './types';

/** Settings pages: the settings menu beside (desktop) or above (mobile) the page. */
export function UserSettingsLayout({ children }: LayoutProps) {
  return (
    <div data-layout="user-settings" className="flex flex-col gap-6 desktop:flex-row">
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

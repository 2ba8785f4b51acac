/** Screen-size states (spec §2, §9): ≤640 mobile, 641–1279 tablet, ≥1280 desktop. */
export type ScreenView = 'mobile' | 'tablet' | 'desktop';

export const BREAKPOINTS = { mobileMax: 640, desktopMin: 1280 } as const;

export function screenViewOf(width: number): ScreenView {
  if (width <= BREAKPOINTS.mobileMax) return 'mobile';
  if (width < BREAKPOINTS.desktopMin) return 'tablet';
  return 'desktop';
}

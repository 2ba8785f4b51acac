import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { appStore } from '@/store/shared/app-store';

/**
 * Real users' LCP, INP and CLS with the route and the language, sent to NEXT_PUBLIC_VITALS_URL
 * (services/shared/vitals.ts). Its own chunk, rendered once the start's overlay has lifted (pages/_app.tsx,
 * only with the variable set); web-vitals loads after the first screen has painted.
 */
export function VitalsReporter() {
  // The page this load landed on: web-vitals measures the page load, not later navigations.
  const [route] = useState(useRouter().pathname);
  useEffect(() => {
    const url = process.env.NEXT_PUBLIC_VITALS_URL;
    // pages/_app.tsx renders this only with the variable set; the check keeps the types honest.
    if (!url) return;
    const context = { route, language: appStore.getState().language };
    const frame = requestAnimationFrame(() => {
      // The frame after the first screen's: it has painted.
      setTimeout(
        () => void import('@/services/shared/vitals').then(({ reportWebVitals }) => reportWebVitals(url, context)),
        0,
      );
    });
    return () => cancelAnimationFrame(frame);
  }, [route]);
  return null;
}

import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';

// Loaded only after the first screen has painted, and only when NEXT_PUBLIC_VITALS_URL is set
// (components/shell/VitalsReporter.tsx): web-vitals is in no route's first load.

/** What the page was when it loaded: the route's pattern (no ids) and the page's language. */
export interface VitalsContext {
  route: string;
  language: string;
}

/** One beacon's body (JSON, `text/plain` so the browser sends it without a preflight). */
export interface VitalsBeacon extends VitalsContext {
  name: Metric['name'];
  value: number;
  rating: Metric['rating'];
  id: string;
  navigationType: Metric['navigationType'];
}

export function vitalsBeacon(metric: Metric, context: VitalsContext): VitalsBeacon {
  return {
    ...context,
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    id: metric.id,
    navigationType: metric.navigationType,
  };
}

/**
 * LCP, INP and CLS of this page load, each sent by `navigator.sendBeacon` when web-vitals reports
 * it (LCP after the first input or when the page is hidden, INP and CLS when the page is hidden,
 * again if they grow). Nothing happens without a URL.
 */
export function reportWebVitals(url: string, context: VitalsContext): void {
  if (!url || typeof navigator.sendBeacon !== 'function') return;
  const send = (metric: Metric) => {
    navigator.sendBeacon(url, JSON.stringify(vitalsBeacon(metric, context)));
  };
  onLCP(send);
  onINP(send);
  onCLS(send);
}

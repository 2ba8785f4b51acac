import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportWebVitals } from './vitals';
import type { Metric } from 'web-vitals';

const handlers = vi.hoisted(() => new Map<string, (metric: Metric) => void>());
vi.mock('web-vitals', () => ({
  onLCP: (callback: (metric: Metric) => void) => handlers.set('LCP', callback),
  onINP: (callback: (metric: Metric) => void) => handlers.set('INP', callback),
  onCLS: (callback: (metric: Metric) => void) => handlers.set('CLS', callback),
}));

const metric = (name: Metric['name'], value: number): Metric => ({
  name,
  value,
  rating: 'good',
  id: `v5-${name}`,
  delta: value,
  entries: [],
  navigationType: 'navigate',
  navigationId: 1,
});

describe('reportWebVitals', () => {
  const sendBeacon = vi.fn(() => true);
  beforeEach(() => {
    handlers.clear();
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  });
  afterEach(() => sendBeacon.mockClear());

  it.each([
    ['LCP', 2140.5],
    ['INP', 88],
    ['CLS', 0.02],
  ] as const)('sends %s with the route and the language by sendBeacon', (name, value) => {
    reportWebVitals('https://vitals.example.com/collect', { route: '/clients/homepage', language: 'ar' });
    handlers.get(name)?.(metric(name, value));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('https://vitals.example.com/collect');
    expect(JSON.parse(body)).toEqual({
      route: '/clients/homepage',
      language: 'ar',
      name,
      value,
      rating: 'good',
      id: `v5-${name}`,
      navigationType: 'navigate',
    });
  });

  it('measures nothing and sends nothing without a URL', () => {
    reportWebVitals('', { route: '/clients/homepage', language: 'en' });
    expect(handlers.size).toBe(0);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

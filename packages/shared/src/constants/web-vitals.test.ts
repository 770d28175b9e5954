import { describe, expect, it } from 'vitest';
import { rateWebVital } from './web-vitals.js';

describe('rateWebVital (the product thresholds: good below, poor from)', () => {
  it.each([
    ['LCP', 2499, 'good'],
    ['LCP', 2500, 'needs-improvement'],
    ['LCP', 4000, 'poor'],
    ['CLS', 0.09, 'good'],
    ['CLS', 0.25, 'poor'],
    ['TTFB', 800, 'needs-improvement'],
    ['FCP', 999, 'good'],
    ['FID', 300, 'poor'],
  ] as const)('%s %d is %s', (name, value, rating) => expect(rateWebVital(name, value)).toBe(rating));
});

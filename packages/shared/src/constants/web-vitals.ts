// Kept free of zod so the browser can rate vitals without loading the validation library.

/** Web-vitals thresholds (docs/product-rules.md#web-vitals): good below the first value, poor from the second. */
export const WEB_VITAL_THRESHOLDS = {
  FCP: [1000, 3000],
  LCP: [2500, 4000],
  FID: [100, 300],
  /** INP replaced FID in browsers; the product's FID thresholds do not apply, web.dev's do. */
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
} as const;

export type WebVitalName = keyof typeof WEB_VITAL_THRESHOLDS;
export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[name];
  if (value < good) return 'good';
  if (value >= poor) return 'poor';
  return 'needs-improvement';
}

import { z } from 'zod';

/** Body of POST /api/analytics/page-view: a first-party page view (feeds stats later). */
export const pageViewSchema = z
  .object({
    path: z.string().min(1).max(2048).startsWith('/', 'path must start with /'),
    title: z.string().max(300),
    referrer: z.string().max(2048).optional(),
    sessionId: z
      .string()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, 'sessionId may hold letters, digits, - and _ only'),
  })
  .strict();

export type PageView = z.infer<typeof pageViewSchema>;

/** Web-vitals thresholds of the original §9: good below the first value, poor from the second. */
export const WEB_VITAL_THRESHOLDS = {
  FCP: [1000, 3000],
  LCP: [2500, 4000],
  FID: [100, 300],
  /** INP replaced FID in browsers; the original's FID thresholds do not apply, web.dev's do. */
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

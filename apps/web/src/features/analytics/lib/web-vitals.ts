import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { rateWebVital } from '@crowdspark/shared/constants/web-vitals';
import { logger } from '@/lib/logger';

export type MetricSink = (name: string, data: Record<string, unknown>) => void;

export function toWebVitalReport(
  metric: Pick<Metric, 'name' | 'value' | 'id' | 'navigationType'>,
  path: string,
): Record<string, unknown> {
  // CLS is a unitless score; the others are milliseconds.
  const value = metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value);
  return {
    name: metric.name,
    value,
    rating: rateWebVital(metric.name, metric.value),
    id: metric.id,
    navigationType: metric.navigationType,
    path,
  };
}

/**
 * FCP, LCP, INP, CLS and TTFB rated with the product's thresholds (docs/product-rules.md#web-vitals) and sent through the
 * logger's metric path (which bypasses the ERROR minimum level; see lib/logger.ts).
 */
export function startWebVitalsReporting(sink: MetricSink = (name, data) => logger.metric(name, data)): void {
  const report = (metric: Metric) => sink(`web-vital ${metric.name}`, toWebVitalReport(metric, window.location.pathname));
  onFCP(report);
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);
}

import { describe, expect, it } from 'vitest';
import { parseClientConfig } from '@/features/analytics/api/get-client-config';
import { getAnalyticsSessionId } from '@/features/analytics/lib/session-id';
import { toWebVitalReport } from '@/features/analytics/lib/web-vitals';

describe('analytics helpers', () => {
  it('keeps one random session id per tab in sessionStorage', () => {
    sessionStorage.clear();
    const id = getAnalyticsSessionId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(getAnalyticsSessionId()).toBe(id);
    sessionStorage.clear();
    expect(getAnalyticsSessionId()).not.toBe(id);
  });

  it('accepts only a well-formed tag id from /api/config', () => {
    expect(parseClientConfig({ gtagId: 'G-ABC1234', environment: 'production' })).toMatchObject({
      gtagId: 'G-ABC1234',
      environment: 'production',
      googleSignIn: false,
    });
    expect(parseClientConfig({ gtagId: '"><script>', environment: 'x' }).gtagId).toBeNull();
    expect(parseClientConfig(null)).toMatchObject({ gtagId: null, environment: 'unknown' });
    expect(parseClientConfig({ money: { platformCurrency: 'EUR', platformFeePercent: 4, proFeePercent: 2 } }).money).toEqual({
      platformCurrency: 'EUR',
      platformFeePercent: 4,
      proFeePercent: 2,
    });
    expect(parseClientConfig({ money: { platformCurrency: 'euro', platformFeePercent: 500, proFeePercent: -1 } }).money).toEqual({
      platformCurrency: 'USD',
      platformFeePercent: 5,
      proFeePercent: 3,
    });
  });

  it('rates web vitals with the shared thresholds', () => {
    expect(toWebVitalReport({ name: 'LCP', value: 2600.4, id: 'v1', navigationType: 'navigate' }, '/')).toEqual({
      name: 'LCP',
      value: 2600,
      rating: 'needs-improvement',
      id: 'v1',
      navigationType: 'navigate',
      path: '/',
    });
    expect(toWebVitalReport({ name: 'CLS', value: 0.30001, id: 'v2', navigationType: 'reload' }, '/feed')).toMatchObject({
      value: 0.3,
      rating: 'poor',
    });
    expect(toWebVitalReport({ name: 'FCP', value: 900, id: 'v3', navigationType: 'navigate' }, '/')).toMatchObject({
      rating: 'good',
    });
  });
});

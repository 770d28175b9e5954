import type { Stats } from '@crowdspark/shared/contracts/stats';
import { describe, expect, it } from 'vitest';
import { statsCsv } from '../../../src/modules/stats/service.js';

describe('stats CSV', () => {
  it('writes amounts as plain decimals, so 1,234.56 stays one column a spreadsheet reads as a number', () => {
    const day = { day: '2026-11-28', views: 3, visitors: 2, pledges: 1, cancellations: 1, amount: -123_456, followers: 4 };
    const stats = {
      currency: 'USD',
      promotionCurrency: 'USD',
      days: [{ ...day, impressions: 10, clicks: 2, spend: 250_000 }],
    } as unknown as Stats;
    const [header, row] = statsCsv(stats).trim().split('\r\n');
    expect(row).toBe('2026-11-28,3,2,1,1,-1234.56,USD,4,10,2,2500.00,USD');
    expect(row?.split(',')).toHaveLength(header?.split(',').length ?? 0);
  });
});

import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '@/features/auth/lib/auth-messages';
import { BACKOFF_MAX_MS, nextBackoffMs, refreshDelayMs } from '@/features/auth/lib/session-refresh';

describe('safeRedirectPath', () => {
  it('accepts same-site relative paths only', () => {
    expect(safeRedirectPath('/settings?tab=account')).toBe('/settings?tab=account');
    expect(safeRedirectPath('//evil.example/x')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('https://evil.example/')).toBeNull();
    expect(safeRedirectPath('javascript:alert(1)')).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });
});

describe('session refresh timing', () => {
  it('refreshes 5 minutes before the session ends', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(refreshDelayMs('2026-11-22T11:00:00Z', now)).toBe(55 * 60_000);
    expect(refreshDelayMs('2026-11-22T10:03:00Z', now)).toBe(0);
  });

  it('backs off from 30 s, doubling up to 16 minutes', () => {
    const steps: number[] = [];
    let delay: number | null = null;
    for (let i = 0; i < 8; i += 1) {
      delay = nextBackoffMs(delay);
      steps.push(delay / 1000);
    }
    expect(steps).toEqual([30, 60, 120, 240, 480, 960, 960, 960]);
    expect(BACKOFF_MAX_MS).toBe(16 * 60_000);
  });
});

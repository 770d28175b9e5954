import { MASKED, REDACTED_JWT } from '@crowdspark/shared/logging/mask';
import { describe, expect, it } from 'vitest';
import { boundData, maskUrl } from '../../../src/modules/logs/service.js';

describe('maskUrl', () => {
  it('masks sensitive query and fragment parameters and keeps the rest', () => {
    const masked = new URL(maskUrl('https://x.test/p?token=abc&page=2&API_KEY=k#id_token=t&tab=a'));
    expect(masked.searchParams.get('token')).toBe(MASKED);
    expect(masked.searchParams.get('API_KEY')).toBe(MASKED);
    expect(masked.searchParams.get('page')).toBe('2');
    const fragment = new URLSearchParams(masked.hash.slice(1));
    expect(fragment.get('id_token')).toBe(MASKED);
    expect(fragment.get('tab')).toBe('a');
  });

  it('redacts JWTs in something that is not a URL', () => {
    expect(maskUrl('garbage eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl')).toBe(`garbage ${REDACTED_JWT}`);
  });
});

describe('boundData', () => {
  it('passes small data through, masked', () => {
    expect(boundData({ ok: 1, secret: 'x' })).toEqual({ ok: 1, secret: MASKED });
    expect(boundData(undefined)).toBeUndefined();
  });
});

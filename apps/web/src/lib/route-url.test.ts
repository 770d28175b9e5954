import { describe, expect, it } from 'vitest';
import { routeUrl } from '@/lib/route-url';

describe('routeUrl', () => {
  it('leaves a path without parameters or query as it is', () => {
    expect(routeUrl('/api/wallet')).toBe('/api/wallet');
  });

  it('percent-encodes each path parameter', () => {
    expect(routeUrl('/api/users/:username/badges', { username: 'ana maría/ü?' })).toBe(
      '/api/users/ana%20mar%C3%ADa%2F%C3%BC%3F/badges',
    );
    expect(routeUrl('/api/campaigns/:id/team/:userId', { id: 'c1', userId: 'u#2' })).toBe('/api/campaigns/c1/team/u%232');
  });

  it('appends the query in the order given, leaving null and undefined out', () => {
    expect(routeUrl('/api/search', {}, { q: 'solar & wind', page: 2, open: true, cursor: null, sort: undefined })).toBe(
      '/api/search?q=solar+%26+wind&page=2&open=true',
    );
  });

  it('sends no question mark when every query value is left out', () => {
    expect(routeUrl('/api/wallet/transactions', {}, { cursor: undefined })).toBe('/api/wallet/transactions');
  });

  it('keeps an empty string, which the caller chose to send', () => {
    expect(routeUrl('/api/search', {}, { q: '' })).toBe('/api/search?q=');
  });

  it('refuses a pattern whose parameter has no value', () => {
    expect(() => routeUrl('/api/payments/:id', {})).toThrow(/:id/);
  });
});

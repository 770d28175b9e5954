import { describe, expect, it } from 'vitest';
import { MASKED, REDACTED_JWT, maskSensitive } from './mask.js';

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NSJ9.c2lnbmF0dXJlLXBhcnQ';

describe('maskSensitive', () => {
  it('masks fields whose names contain a sensitive word, at any depth and in any case', () => {
    const masked = maskSensitive({
      user: 'ana',
      Password: 'hunter2',
      nested: { refreshToken: 'abc', apiKey: 'k', clientSecret: 's', Authorization: 'Bearer x' },
      list: [{ accessToken: 't' }],
    });
    expect(masked).toEqual({
      user: 'ana',
      Password: MASKED,
      nested: { refreshToken: MASKED, apiKey: MASKED, clientSecret: MASKED, Authorization: MASKED },
      list: [{ accessToken: MASKED }],
    });
  });

  it('redacts JWT-like strings wherever they appear', () => {
    expect(maskSensitive(`header was ${jwt} end`)).toBe(`header was ${REDACTED_JWT} end`);
    expect(maskSensitive({ note: jwt })).toEqual({ note: REDACTED_JWT });
  });

  it('leaves ordinary values alone and does not mutate the input', () => {
    const input = { count: 3, ok: true, name: 'x', none: null };
    const copy = structuredClone(input);
    expect(maskSensitive(input)).toEqual(input);
    expect(input).toEqual(copy);
  });

  it('stops at a bounded depth instead of recursing forever', () => {
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 20; i++) deep = { child: deep };
    expect(JSON.stringify(maskSensitive(deep))).toContain('[Truncated]');
  });
});

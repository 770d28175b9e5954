import { describe, expect, it } from 'vitest';
import { pickEncoding } from '../../src/http/accept-encoding.js';

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip;q=0, *', 'br'],
    ['deflate', null],
    ['BR', 'br'],
  ] as const)('picks %s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

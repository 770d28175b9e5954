import { describe, expect, it } from 'vitest';
import { anonymizeIp } from '../../src/http/ip-network.js';

describe('anonymizeIp', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['::ffff:198.51.100.9', '198.51.100.0/24'],
    ['2001:db8:abcd:12::1', '2001:db8:abcd::/48'],
    ['2001:0db8:0000:0042:0000:8a2e:0370:7334', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
    ['fe80::1%eth0', 'fe80:0:0::/48'],
  ])('keeps only the network of %s', (ip, network) => {
    expect(anonymizeIp(ip)).toBe(network);
  });

  it('returns null for something that is not an address', () => {
    expect(anonymizeIp('unknown')).toBeNull();
  });
});

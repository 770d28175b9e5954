import { describe, expect, it } from 'vitest';
import { networkOf } from '../../src/http/ip-network.js';
import { hashNetwork } from '../../src/http/network-key.js';

describe('the network a request comes from', () => {
  it('is the IPv4 address, however it is written', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, so one home or phone is one network', () => {
    expect(networkOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });

  it('is kept only as a keyed hash: the same network the same key, another network or secret another', () => {
    const secret = 'a-test-secret-of-some-length-0123456789';
    expect(hashNetwork('2001:db8:1:2::5', secret)).toBe(hashNetwork('2001:db8:1:2:ffff::9', secret));
    expect(hashNetwork('203.0.113.7', secret)).not.toBe(hashNetwork('203.0.113.8', secret));
    expect(hashNetwork('203.0.113.7', secret)).not.toBe(hashNetwork('203.0.113.7', `${secret}x`));
    expect(hashNetwork('203.0.113.7', secret)).not.toContain('203');
  });
});

import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network an address belongs to, IPv4 /24 or IPv6 /48: enough to see that messages come from
 * one place, not enough to identify a person (the usual IP anonymisation of analytics tools).
 */
export function anonymizeIp(ip: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped?.[1] ?? ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address)) {
    const groups = expandIpv6(address.split('%', 1)[0] ?? address);
    return `${groups.slice(0, 3).join(':')}::/48`;
  }
  return null;
}

/**
 * What counts as one viewer's network for public figures (http/network-key.ts): an IPv4 address,
 * or an IPv6 /64, the block one home or phone is given (its addresses within it change often).
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped?.[1] ?? ip;
  if (isIPv4(address)) return address;
  if (isIPv6(address))
    return `${expandIpv6(address.split('%', 1)[0] ?? address)
      .slice(0, 4)
      .join(':')}::/64`;
  return address;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros (IPv4 tails kept as two groups). */
function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const toGroups = (part: string): string[] => (part ? part.split(':').flatMap(ipv4TailToGroups) : []);
  const left = toGroups(head);
  const right = tail === undefined ? [] : toGroups(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((g) => (Number.parseInt(g, 16) || 0).toString(16));
}

function ipv4TailToGroups(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}

import net from 'node:net';

/**
 * Addresses a server of the user's choosing (CalDAV, a push service) may not have: this host, private networks, link-local
 * (cloud metadata at 169.254.169.254), unspecified, multicast and reserved ranges. BlockList also matches the
 * IPv4-mapped IPv6 form (::ffff:127.0.0.1) of every IPv4 range.
 */
const notPublic = new net.BlockList();
const IPV4_RANGES: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const IPV6_RANGES: [string, number][] = [
  ['::', 96], // unspecified, loopback and the IPv4-compatible form
  ['::ffff:0:0:0', 96], // IPv4-translated
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];
for (const [network, prefix] of IPV4_RANGES) notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of IPV6_RANGES) notPublic.addSubnet(network, prefix, 'ipv6');

/** NAT64 (RFC 6052) carries an IPv4 address in its last 32 bits, which is what gets reached. */
const nat64 = new net.BlockList();
nat64.addSubnet('64:ff9b::', 96, 'ipv6');

function lastIpv4Of(address: string): string {
  const compact = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head = '', tail] = compact.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  const [high, low] = groups.slice(-2).map((g) => parseInt(g, 16));
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address lies on the public internet. Anything that is not an IP address is not. */
export function isPublicAddress(input: string): boolean {
  const address = input.replace(/%.*$/, '');
  const family = net.isIP(address);
  if (family === 0) return false;
  if (notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6')) return false;
  if (family === 6 && nat64.check(address, 'ipv6')) return !notPublic.check(lastIpv4Of(address), 'ipv4');
  return true;
}

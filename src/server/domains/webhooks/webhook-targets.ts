import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import dns from 'node:dns';

/**
 * Where webhooks may go (issue 19). Without WEBHOOK_ALLOWED_HOSTS: any host whose every address
 * is public; loopback, private, link-local (the cloud metadata address), shared, reserved,
 * multicast and IPv4-mapped IPv6 addresses are refused, after DNS resolution and again when
 * connecting (so a name cannot be re-pointed at an internal address later). With it: only the
 * listed hosts (`name`, `*.domain` for its subdomains, or an address), which may then be
 * private; the entry `*` adds every public host. The URL parser has already turned other
 * notations (`http://2130706433/`, `0x7f.1`) into the dotted form.
 */
// Two lists: Node checks an IPv4 address against IPv6 rules too (as ::ffff:a.b.c.d), so one list
// holding ::ffff:0:0/96 would refuse every IPv4 address.
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // IPv4-compatible (::a.b.c.d, deprecated) and the unspecified and loopback addresses within it.
  ['::', 96],
  ['::ffff:0:0', 96],
  // IPv4-translated (RFC 2765).
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !NOT_PUBLIC_V4.check(address, 'ipv4') : !NOT_PUBLIC_V6.check(address, 'ipv6');
}

/** The URL's host without IPv6 brackets, lower case. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

function listed(host: string, allowedHosts: readonly string[]): boolean {
  return allowedHosts.some((entry) => {
    const pattern = entry.replace(/^\[|\]$/g, '');
    if (pattern === host) return true;
    return pattern.startsWith('*.') && host.endsWith(pattern.slice(1));
  });
}

export type TargetVerdict = 'listed' | 'public-only' | 'refused';

/** Before any resolution: a listed host goes anywhere; others only to public addresses, or nowhere. */
export function hostVerdict(host: string, allowedHosts: readonly string[] | null): TargetVerdict {
  if (allowedHosts === null) return 'public-only';
  if (listed(host, allowedHosts)) return 'listed';
  return allowedHosts.includes('*') ? 'public-only' : 'refused';
}

/** Whether a webhook may be registered for this URL (the name is resolved now, and again on every delivery). */
export async function targetAllowed(rawUrl: string, allowedHosts: readonly string[] | null): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = hostOf(url);
  const verdict = hostVerdict(host, allowedHosts);
  if (verdict !== 'public-only') return verdict === 'listed';
  if (isIP(host) !== 0) return isPublicAddress(host);
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    return addresses.length > 0 && addresses.every((entry) => isPublicAddress(entry.address));
  } catch {
    return false;
  }
}

/**
 * The `lookup` of an outgoing request to a host that must be public: resolves like Node does
 * and fails the connection when any address is not public, so the address checked is the one
 * connected to.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const list = addresses as unknown as dns.LookupAddress[];
    const refused = list.find((entry) => !isPublicAddress(entry.address));
    if (list.length === 0 || refused) {
      return callback(Object.assign(new Error(`${hostname} resolves to an address that is not public`), { code: 'EWEBHOOKTARGET' }), '', 4);
    }
    if (options.all) return callback(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
};

import net from 'node:net';

/**
 * Which reverse proxies are believed about the client (X-Forwarded-For/-Proto/-Host): none,
 * a number of hops in front of the server, or the proxies' own addresses (IPs or CIDR ranges).
 * Never "everyone": then the left-most X-Forwarded-For entry, which the client writes itself,
 * would be taken as its address, and every per-client limit could be dodged.
 */
export type TrustProxy = false | number | string[];

const MAX_HOPS = 10;

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false`; `true` (one proxy, the common TLS terminator); a hop count (`2` for a
 * CDN in front of a load balancer); or the proxies' addresses (`10.0.0.0/8,127.0.0.1`). Unset:
 * one proxy when the public URL is https (the server speaks plain HTTP, so a TLS proxy must be
 * in front), else none. Returns null for a value that is none of these.
 */
export function parseTrustProxy(value: string | undefined, publicUrlIsHttps: boolean): TrustProxy | null {
  if (value === undefined || value.trim() === '') return publicUrlIsHttps ? 1 : false;
  const trimmed = value.trim();
  if (trimmed === 'false' || trimmed === '0') return false;
  if (trimmed === 'true') return 1;
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops <= MAX_HOPS ? hops : null;
  }
  const entries = trimmed.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : null;
}

/** Fastify's trustProxy option for the setting: a hop count becomes "the first n hops are proxies". */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

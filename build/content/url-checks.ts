/**
 * Whether an address from content/ works for every visitor: a link that
 * points at the owner's own machine, a private network or a name without a
 * domain passes the owner's test on their laptop and fails for everyone
 * else. Each problem is the end of a sentence that starts with the field.
 */

const PRIVATE_IPV4: readonly [number, number][] = [
  // [first address as a 32-bit number, prefix length]
  [ipv4(0, 0, 0, 0), 8], // "this network"
  [ipv4(10, 0, 0, 0), 8],
  [ipv4(100, 64, 0, 0), 10], // carrier-grade NAT
  [ipv4(127, 0, 0, 0), 8], // loopback
  [ipv4(169, 254, 0, 0), 16], // link-local
  [ipv4(172, 16, 0, 0), 12],
  [ipv4(192, 168, 0, 0), 16],
];

function ipv4(a: number, b: number, c: number, d: number): number {
  return ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
}

function isPrivateIpv4(host: string): boolean {
  const parts = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host)?.slice(1).map(Number);
  if (!parts) return false;
  const address = ipv4(parts[0]!, parts[1]!, parts[2]!, parts[3]!);
  return PRIVATE_IPV4.some(([network, prefix]) => address >>> (32 - prefix) === network >>> (32 - prefix));
}

/** Loopback, unspecified, unique-local (fc00::/7) and link-local (fe80::/10) IPv6 literals, as URL writes them. */
function isPrivateIpv6(host: string): boolean {
  if (!host.startsWith("[")) return false;
  const address = host.slice(1, -1).toLowerCase();
  return address === "::1" || address === "::" || /^f[cd]/.test(address) || /^fe[89ab]/.test(address);
}

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|lan|home\.arpa)\.?$/i;

/** "https://https://example.com" parses, as a host named "https"; say what really happened. */
const DOUBLED_SCHEME = /^[a-z][a-z0-9+.-]*:\/*https?(:|\/\/)/i;

export function publicUrlProblem(value: string): string | undefined {
  if (DOUBLED_SCHEME.test(value.trim())) return `has its scheme twice (found "${value}"); keep one "https://"`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be an http(s) URL";
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) return "must be an http(s) URL";
  if (url.username || url.password) return "must not contain a user name or password";

  const host = url.hostname;
  if (LOCAL_NAMES.test(host) || isPrivateIpv4(host) || isPrivateIpv6(host)) {
    return `must be a public address; "${host}" only works on your own machine or network`;
  }
  if (!host.startsWith("[") && !host.includes(".")) {
    return `must name a full domain such as example.com (found "${host}")`;
  }
  return undefined;
}

/** The site's own address also becomes the base of every canonical link, so it is an origin only. */
export function siteUrlProblem(value: string): string | undefined {
  const problem = publicUrlProblem(value);
  if (problem) return problem;
  const url = new URL(value);
  if (url.pathname !== "/" || url.search || url.hash) {
    return `must be the site's address without a path, e.g. "${url.origin}" (found "${value}")`;
  }
  return undefined;
}

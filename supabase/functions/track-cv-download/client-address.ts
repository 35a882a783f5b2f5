/**
 * Who a request counts against for the per-client limit: the first entry of
 * X-Forwarded-For, which Supabase's edge sets to the visitor's address. Pure,
 * so the Edge Function, the local backend and the tests agree. The database
 * only ever stores a salted hash of what this returns.
 */

export const FORWARDED_FOR_HEADER = "x-forwarded-for";
/** Requests without an address share one allowance rather than escaping the limit. */
export const UNKNOWN_CLIENT = "unknown";
/** An entry that is no IP address is used as it is, up to this length. */
export const CLIENT_MAX_CHARS = 100;
/** One home or phone gets a whole /64 and picks new addresses in it at will. */
const IPV6_NETWORK_GROUPS = 4;
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4(text: string): string | null {
  const octets = IPV4.exec(text)?.slice(1).map(Number);
  return octets && octets.every((octet) => octet <= 255) ? octets.join(".") : null;
}

/** The eight 16-bit groups of an IPv6 address, or null; the URL parser does the validating. */
function ipv6Groups(text: string): number[] | null {
  let host: string;
  try {
    host = new URL(`http://[${text}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  // The parser writes the short form: at most one "::" and hex groups only.
  const [head = "", tail] = host.split("::");
  const parse = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const [front, back] = [parse(head), parse(tail ?? "")];
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** An IPv4 address mapped into IPv6 (::ffff:a.b.c.d) is that IPv4 address. */
function mappedIpv4(groups: number[]): string | null {
  const [hi = 0, lo = 0] = groups.slice(6);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  return mapped ? [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join(".") : null;
}

export function clientAddress(forwardedFor: string | null): string {
  const first = forwardedFor?.split(",")[0]?.trim() ?? "";
  if (first === "") return UNKNOWN_CLIENT;
  const v4 = ipv4(first);
  if (v4) return v4;
  const groups = first.includes(":") ? ipv6Groups(first) : null;
  if (groups) {
    const network = groups.slice(0, IPV6_NETWORK_GROUPS).map((group) => group.toString(16));
    return mappedIpv4(groups) ?? `${network.join(":")}::/64`;
  }
  return [...first].slice(0, CLIENT_MAX_CHARS).join("");
}

/**
 * Whether an address from content/ works for every visitor: a link that
 * points at the owner's own machine, a private network or a name without a
 * domain passes the owner's test on their laptop and fails for everyone
 * else. Each problem is the end of a sentence that starts with the field.
 */
import ipaddr from "ipaddr.js";

/**
 * The IPv4 address an IPv6 one stands for: mapped (::ffff:a.b.c.d),
 * translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::a.b.c.d) or 6to4
 * (2002:aabb:ccdd::); reaching it reaches that IPv4 address.
 */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const bytes = address.toByteArray();
  switch (address.range()) {
    case "ipv4Mapped":
    case "rfc6145":
    case "rfc6052":
      return new ipaddr.IPv4(bytes.slice(12));
    case "6to4":
      return new ipaddr.IPv4(bytes.slice(2, 6));
    default:
      return undefined;
  }
}

/**
 * An IP literal outside the global unicast space: loopback, private,
 * link-local, carrier-grade NAT, unspecified and the like, also when
 * written inside an IPv6 address. ipaddr.js keeps the list of ranges.
 */
function isNonPublicIp(host: string): boolean {
  const literal = host.startsWith("[") ? host.slice(1, -1) : host;
  if (!ipaddr.isValid(literal)) return false;
  const address = ipaddr.parse(literal);
  const target = address.kind() === "ipv6" ? (embeddedIpv4(address as ipaddr.IPv6) ?? address) : address;
  return target.range() !== "unicast";
}

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|lan|home\.arpa)\.?$/i;

/**
 * The URL parser lets through hosts such as "a&b.com" or 'a"b.com', which no
 * DNS name can be: a host name is parts of letters, digits and "-" (the parser
 * has already lower-cased it and written letters beyond a–z as "xn--"), joined by dots
 * and ending in at most one dot, each part 1 to 63 characters long and neither
 * starting nor ending with "-".
 */
const HOST_NAME_CHARACTER = /[a-z0-9.-]/;
const HOST_LABEL_MAX_LENGTH = 63;

function hostNameProblem(host: string): string | undefined {
  const stray = [...host].find((char) => !HOST_NAME_CHARACTER.test(char));
  const why = (reason: string) => `has an invalid host name ${JSON.stringify(host)}: ${reason}`;
  if (stray !== undefined) {
    return why(`${JSON.stringify(stray)} is not allowed; a host name holds only letters, digits, "-" and "."`);
  }
  const labels = host.replace(/\.$/, "").split(".");
  if (labels.some((label) => label === "")) return why("a part between dots is empty");
  if (labels.some((label) => label.startsWith("-") || label.endsWith("-"))) {
    return why('a part between dots starts or ends with "-"');
  }
  if (labels.some((label) => label.length > HOST_LABEL_MAX_LENGTH)) {
    return why(`a part between dots is longer than ${HOST_LABEL_MAX_LENGTH} characters`);
  }
  return undefined;
}

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
  if (LOCAL_NAMES.test(host) || isNonPublicIp(host)) {
    return `must be a public address; "${host}" only works on your own machine or network`;
  }
  if (!host.startsWith("[")) {
    const problem = hostNameProblem(host);
    if (problem) return problem;
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

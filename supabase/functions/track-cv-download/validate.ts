/**
 * Turns a track-cv-download body into what gets recorded. Pure (no I/O, no
 * runtime globals) so Deno, Node and Jest share it. Only a body that is not a
 * download record at all is refused; everything else is normalised, so an
 * unusual referrer, a long user agent or a wrong clock never costs a row. The
 * CHECK constraints of cv_downloads accept exactly what this module produces.
 */

/** Room for the longest referrer browsers send (4 KiB) and a long in-app user agent. */
export const BODY_LIMIT_BYTES = 8 * 1024;
/** Longer user agents are cut to this many characters (code points, as PostgreSQL counts them). */
export const USER_AGENT_MAX_CHARS = 512;
/** Scheme, "://", a 253-character host name and a port fit; a longer origin is no real one. */
export const REFERRER_MAX_CHARS = 300;
export const DIRECT_REFERRER = "direct";
/** Stored for a referrer that is not a URL, or whose origin is absurdly long. */
export const UNKNOWN_REFERRER = "unknown";
/**
 * A stored origin, as the table's CHECK (cv_downloads_referrer_origin) spells
 * it: a lower-case scheme, then nothing or "//" and a printable ASCII host
 * without "/", "?", "#" or "@". The length is checked apart.
 */
export const STORED_REFERRER = /^[a-z][a-z0-9+.-]*:(\/\/[\u0021\u0022\u0024-\u002e\u0030-\u003e\u0041-\u007e]*)?$/;
/** PostgreSQL's timestamptz has no year 0 and the ISO format four digits. */
const FIRST_YEAR = 1;
const LAST_YEAR = 9999;

export type Field = "body" | "timestamp" | "userAgent" | "referrer";

/** What gets stored: every value normalised by this module, never raw input. */
export interface CvDownload {
  userAgent: string;
  /** "direct", "unknown", or the scheme and host of the referring address. */
  referrer: string;
  /** The browser's clock at the click, as it reported it (UTC); null when that is no date-time. */
  reportedAt: string | null;
}

export type Invalid = { ok: false; field: Field; error: string };
export type Parsed<T> = { ok: true; value: T } | Invalid;

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-](\d{2}):(\d{2}))$/;
// Control characters cannot come from a real browser and would garble a log
// line or a terminal showing the row; lone surrogates are no text at all.
const CONTROL_OR_LONE_SURROGATE = /[\p{Cc}\p{Cs}]/gu;

const TAB_OR_NEWLINE = /[\t\n\r]/g;
const CONTROL = /\p{Cc}/u;
// "x://user@" names no host; the URL standard calls that a failure, which Node
// follows and Deno does not.
const CREDENTIALS_WITHOUT_HOST = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@(?:[/?#]|$)/i;

const fail = (field: Field, error: string): Invalid => ({ ok: false, field, error });
const pass = <T>(value: T): Parsed<T> => ({ ok: true, value });

function isRealCalendarTime(match: RegExpExecArray): boolean {
  // "Z" leaves the offset groups empty, hence the zeros.
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetHour = 0, offsetMinute = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  // Date.parse rolls "02-30" over into March; rebuilding the day catches it.
  const rebuilt = new Date(0);
  rebuilt.setUTCFullYear(year, month - 1, day);
  return (
    rebuilt.getUTCMonth() === month - 1 &&
    rebuilt.getUTCDate() === day &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHour <= 23 &&
    offsetMinute <= 59
  );
}

/** The reported clock as UTC ISO-8601, or null: a wrong or odd clock is the visitor's, not a reason to refuse. */
export function reportedTime(timestamp: string): string | null {
  const match = ISO_DATE_TIME.exec(timestamp);
  if (!match || !isRealCalendarTime(match)) return null;
  const time = new Date(Date.parse(timestamp));
  const year = time.getUTCFullYear();
  return year >= FIRST_YEAR && year <= LAST_YEAR ? time.toISOString() : null;
}

export function normaliseUserAgent(userAgent: string): string {
  return [...userAgent.replace(CONTROL_OR_LONE_SURROGATE, "")].slice(0, USER_AGENT_MAX_CHARS).join("");
}

/**
 * Only where the visitor came from, never which page: "https://www.linkedin.com",
 * "android-app://com.linkedin.android", or the bare scheme ("about:") for an
 * address without a host. URL.origin would say "null" for the app schemes.
 */
export function referrerOrigin(referrer: string): string {
  // Tabs and line breaks are dropped, as the URL standard says; any other
  // control character means no browser sent it, and Deno's and Node's
  // parsers disagree about it, so it is decided here rather than by them.
  const trimmed = referrer.trim().replace(TAB_OR_NEWLINE, "");
  if (trimmed === "" || trimmed === DIRECT_REFERRER) return DIRECT_REFERRER;
  if (CONTROL.test(trimmed) || CREDENTIALS_WITHOUT_HOST.test(trimmed)) return UNKNOWN_REFERRER;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return UNKNOWN_REFERRER;
  }
  // The parser has already dropped any user name and password and made the host ASCII.
  const origin = url.href.startsWith(`${url.protocol}//`) ? `${url.protocol}//${url.host}` : url.protocol;
  // Whatever else a runtime's parser lets through, only what the table accepts is returned.
  return origin.length <= REFERRER_MAX_CHARS && STORED_REFERRER.test(origin) ? origin : UNKNOWN_REFERRER;
}

const mustBeString = (field: Field) => fail(field, `${field} must be a string`);

/** Refuses only a body that is not { timestamp, userAgent, referrer } with string values; normalises the rest. */
export function normaliseCvDownload(body: unknown): Parsed<CvDownload> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return fail("body", "body must be a JSON object with timestamp, userAgent and referrer");
  }
  const { timestamp, userAgent, referrer } = body as Record<string, unknown>;
  if (typeof timestamp !== "string") return mustBeString("timestamp");
  if (typeof userAgent !== "string") return mustBeString("userAgent");
  if (typeof referrer !== "string") return mustBeString("referrer");
  return pass({
    userAgent: normaliseUserAgent(userAgent),
    referrer: referrerOrigin(referrer),
    reportedAt: reportedTime(timestamp),
  });
}

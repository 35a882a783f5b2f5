/**
 * Validation of the track-cv-download body. Pure (no I/O, no runtime globals)
 * so Deno, Node and Jest share it. Limits mirror the CHECK constraints in
 * supabase/migrations/*_cv_downloads.sql; the database is the last line.
 */

export const BODY_LIMIT_BYTES = 4 * 1024;
export const USER_AGENT_MAX_CHARS = 512;
export const REFERRER_MAX_CHARS = 2048;
export const DIRECT_REFERRER = "direct";
/** Clock skew tolerated for a visitor's clock running ahead of the server's. */
export const TIMESTAMP_MAX_FUTURE_MS = 5 * 60 * 1000;
/** A page left open for a day may still send its click; older ones are replays. */
export const TIMESTAMP_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type Field = "body" | "timestamp" | "userAgent" | "referrer";

/** What gets stored: every value normalised by this module, never raw input. */
export interface CvDownload {
  downloadedAt: string;
  userAgent: string;
  referrer: string;
}

export type Invalid = { ok: false; field: Field; error: string };
export type Parsed<T> = { ok: true; value: T } | Invalid;

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(?:Z|[+-](\d{2}):(\d{2}))$/;
// Control characters cannot come from a real browser, and NUL would make
// PostgreSQL reject the text; lone surrogates would be silently rewritten
// to U+FFFD on the way to UTF-8, so the row would differ from what was checked.
const FORBIDDEN_CHARS = /[\p{Cc}\p{Cs}]/u;

const fail = (field: Field, error: string): Invalid => ({ ok: false, field, error });
const pass = <T>(value: T): Parsed<T> => ({ ok: true, value });

/** Length in code points, the unit PostgreSQL's char_length() counts. */
const charLength = (text: string): number => [...text].length;

function isRealCalendarTime(match: RegExpExecArray): boolean {
  // "Z" leaves the offset groups empty, hence the zeros.
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, offsetHour = 0, offsetMinute = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  // Date.parse rolls "02-30" over into March; rebuilding the day catches it.
  const rebuilt = new Date(Date.UTC(year, month - 1, day));
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

function parseTimestamp(value: unknown, now: Date): Parsed<string> {
  const rule =
    "timestamp must be an ISO-8601 date-time with a time zone, at most 24 hours before and 5 minutes after the server's time";
  if (typeof value !== "string") return fail("timestamp", rule);
  const match = ISO_DATE_TIME.exec(value);
  if (!match || !isRealCalendarTime(match)) return fail("timestamp", rule);
  const time = Date.parse(value);
  const delta = time - now.getTime();
  if (!Number.isFinite(time) || delta > TIMESTAMP_MAX_FUTURE_MS || -delta > TIMESTAMP_MAX_AGE_MS) {
    return fail("timestamp", rule);
  }
  return pass(new Date(time).toISOString());
}

function parseUserAgent(value: unknown): Parsed<string> {
  if (typeof value !== "string" || charLength(value) > USER_AGENT_MAX_CHARS || FORBIDDEN_CHARS.test(value)) {
    return fail("userAgent", `userAgent must be a string of at most ${USER_AGENT_MAX_CHARS} printable characters`);
  }
  return pass(value);
}

function parseReferrer(value: unknown): Parsed<string> {
  const invalid = fail(
    "referrer",
    `referrer must be "${DIRECT_REFERRER}" or an http(s) URL of at most ${REFERRER_MAX_CHARS} characters`,
  );
  if (value === DIRECT_REFERRER) return pass(value);
  if (typeof value !== "string" || charLength(value) > REFERRER_MAX_CHARS || FORBIDDEN_CHARS.test(value)) {
    return invalid;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return invalid;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return invalid;
  // Store the parser's canonical form; it can grow (punycode, escapes), so re-check it.
  return charLength(url.href) > REFERRER_MAX_CHARS ? invalid : pass(url.href);
}

/** Validates a parsed JSON body against the contract { timestamp, userAgent, referrer }. */
export function validateCvDownload(body: unknown, now: Date): Parsed<CvDownload> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return fail("body", "body must be a JSON object with timestamp, userAgent and referrer");
  }
  const { timestamp, userAgent, referrer } = body as Record<string, unknown>;
  const downloadedAt = parseTimestamp(timestamp, now);
  if (!downloadedAt.ok) return downloadedAt;
  const agent = parseUserAgent(userAgent);
  if (!agent.ok) return agent;
  const from = parseReferrer(referrer);
  if (!from.ok) return from;
  return pass({ downloadedAt: downloadedAt.value, userAgent: agent.value, referrer: from.value });
}

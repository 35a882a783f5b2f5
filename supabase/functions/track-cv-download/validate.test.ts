/** @jest-environment node */
import {
  REFERRER_MAX_CHARS,
  TIMESTAMP_MAX_AGE_MS,
  TIMESTAMP_MAX_FUTURE_MS,
  USER_AGENT_MAX_CHARS,
  validateCvDownload,
} from "./validate";

const NOW = new Date("2026-03-10T12:00:00.000Z");
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();
const valid = { timestamp: NOW.toISOString(), userAgent: "Mozilla/5.0 (X11; Linux x86_64)", referrer: "direct" };
const check = (overrides: Record<string, unknown>) => validateCvDownload({ ...valid, ...overrides }, NOW);
const fieldOf = (result: ReturnType<typeof validateCvDownload>) => (result.ok ? "accepted" : result.field);

describe("validateCvDownload", () => {
  it("accepts the body supabase-js sends and keeps only the three fields", () => {
    expect(validateCvDownload({ ...valid, extra: "ignored" }, NOW)).toEqual({
      ok: true,
      value: { downloadedAt: "2026-03-10T12:00:00.000Z", userAgent: valid.userAgent, referrer: "direct" },
    });
  });

  it.each([null, [], "text", 42, true])("rejects the non-object body %p as a body error", (body) => {
    const result = validateCvDownload(body, NOW);
    expect(result).toMatchObject({ ok: false, field: "body" });
  });

  describe("timestamp", () => {
    it("normalises any offset to UTC", () => {
      expect(check({ timestamp: "2026-03-10T13:00:00+01:00" })).toMatchObject({
        ok: true,
        value: { downloadedAt: "2026-03-10T12:00:00.000Z" },
      });
    });

    it.each([
      ["the edge of the future window", at(TIMESTAMP_MAX_FUTURE_MS)],
      ["the edge of the past window", at(-TIMESTAMP_MAX_AGE_MS)],
      ["nanosecond precision", "2026-03-10T11:59:59.123456789Z"],
    ])("accepts %s", (_case, timestamp) => {
      expect(fieldOf(check({ timestamp }))).toBe("accepted");
    });

    it.each([
      ["missing", undefined],
      ["a number", NOW.getTime()],
      ["a date without time", "2026-03-10"],
      ["without a time zone", "2026-03-10T12:00:00"],
      ["not ISO-8601", "Tue, 10 Mar 2026 12:00:00 GMT"],
      ["a day that does not exist", "2026-02-30T12:00:00Z"],
      ["hour 24", "2026-03-10T24:00:00Z"],
      ["a leap second", "2026-03-10T11:59:60Z"],
      ["too far in the future", at(TIMESTAMP_MAX_FUTURE_MS + 1000)],
      ["too old", at(-TIMESTAMP_MAX_AGE_MS - 1000)],
    ])("rejects a timestamp that is %s", (_case, timestamp) => {
      const result = check({ timestamp });
      expect(result).toMatchObject({ ok: false, field: "timestamp" });
      expect(result.ok || result.error).toMatch(/^timestamp /);
    });
  });

  describe("userAgent", () => {
    it.each([
      ["empty", ""],
      ["at the limit", "a".repeat(USER_AGENT_MAX_CHARS)],
      ["at the limit in astral characters", "😀".repeat(USER_AGENT_MAX_CHARS)],
    ])("accepts one that is %s", (_case, userAgent) => {
      expect(check({ userAgent })).toMatchObject({ ok: true, value: { userAgent } });
    });

    it.each([
      ["missing", undefined],
      ["not a string", 42],
      ["too long", "a".repeat(USER_AGENT_MAX_CHARS + 1)],
      ["carrying NUL, which PostgreSQL cannot store", "Mozilla\u0000"],
      ["multi-line", "Mozilla\nInjected: header"],
      ["carrying a lone surrogate", "Mozilla\ud800"],
    ])("rejects one that is %s", (_case, userAgent) => {
      expect(check({ userAgent })).toMatchObject({ ok: false, field: "userAgent", error: /^userAgent / });
    });
  });

  describe("referrer", () => {
    it.each([
      ["direct", "direct"],
      ["https://www.linkedin.com/feed/", "https://www.linkedin.com/feed/"],
      ["HTTP://Example.COM", "http://example.com/"],
      ["https://example.com/a b", "https://example.com/a%20b"],
    ])("stores %p as %p", (referrer, stored) => {
      expect(check({ referrer })).toMatchObject({ ok: true, value: { referrer: stored } });
    });

    it("accepts a URL of exactly the maximum length", () => {
      const prefix = "https://example.com/";
      const referrer = prefix + "a".repeat(REFERRER_MAX_CHARS - prefix.length);
      expect(fieldOf(check({ referrer }))).toBe("accepted");
    });

    it.each([
      ["missing", undefined],
      ["empty", ""],
      ["another spelling of direct", "Direct"],
      ["relative", "/projects"],
      ["not http(s)", "ftp://example.com/cv.pdf"],
      ["a script URL", "javascript:alert(1)"],
      ["too long", `https://example.com/${"a".repeat(REFERRER_MAX_CHARS)}`],
      ["too long once escaped", `https://example.com/${" ".repeat(REFERRER_MAX_CHARS - 30)}x`],
      ["split by a newline", "https://example.com/\nx"],
      ["not a string", { href: "https://example.com" }],
    ])("rejects one that is %s", (_case, referrer) => {
      expect(check({ referrer })).toMatchObject({ ok: false, field: "referrer", error: /^referrer / });
    });
  });
});

/** @jest-environment node */
import {
  DIRECT_REFERRER,
  REFERRER_MAX_CHARS,
  STORED_REFERRER,
  UNKNOWN_REFERRER,
  USER_AGENT_MAX_CHARS,
  normaliseCvDownload,
  normaliseUserAgent,
  referrerOrigin,
  reportedTime,
} from "./validate.ts";
import { hostileReferrers } from "./test-fixtures.ts";

const valid = {
  timestamp: "2026-03-10T12:00:00.000Z",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
  referrer: "direct",
};

describe("normaliseCvDownload", () => {
  it("keeps only the three fields, normalised", () => {
    expect(normaliseCvDownload({ ...valid, referrer: "https://www.linkedin.com/feed/", extra: "ignored" })).toEqual({
      ok: true,
      value: { reportedAt: valid.timestamp, userAgent: valid.userAgent, referrer: "https://www.linkedin.com" },
    });
  });

  it.each([null, [], "text", 42, true])("refuses the non-object body %p as a body error", (body) => {
    expect(normaliseCvDownload(body)).toMatchObject({ ok: false, field: "body" });
  });

  it.each([
    ["timestamp", undefined],
    ["timestamp", 1773144000000],
    ["userAgent", undefined],
    ["userAgent", 42],
    ["referrer", null],
    ["referrer", { href: "https://example.com" }],
  ])("refuses a %s of the wrong type (%p), naming the field", (field, value) => {
    expect(normaliseCvDownload({ ...valid, [field]: value })).toEqual({
      ok: false,
      field,
      error: `${field} must be a string`,
    });
  });

  it("records a phone whose clock is 6 minutes fast, with its clock as reported", () => {
    const timestamp = "2026-03-10T12:06:00.000Z";
    expect(normaliseCvDownload({ ...valid, timestamp })).toMatchObject({ ok: true, value: { reportedAt: timestamp } });
  });
});

describe("reportedTime", () => {
  it.each([
    ["2026-03-10T13:00:00+01:00", "2026-03-10T12:00:00.000Z"],
    ["2026-03-10T11:59:59.123456789Z", "2026-03-10T11:59:59.123Z"],
    ["2001-01-01T00:00:00Z", "2001-01-01T00:00:00.000Z"],
    ["2099-12-31T23:59:59Z", "2099-12-31T23:59:59.000Z"],
    ["0004-02-29T00:00:00Z", "0004-02-29T00:00:00.000Z"],
    ["9999-12-31T23:59:59.999Z", "9999-12-31T23:59:59.999Z"],
  ])("keeps %p as %p, however far from the server's clock", (timestamp, expected) => {
    expect(reportedTime(timestamp)).toBe(expected);
  });

  it.each([
    ["a date without time", "2026-03-10"],
    ["without a time zone", "2026-03-10T12:00:00"],
    ["not ISO-8601", "Tue, 10 Mar 2026 12:00:00 GMT"],
    ["a day that does not exist", "2026-02-30T12:00:00Z"],
    ["a 29 February in a common year", "2026-02-29T12:00:00Z"],
    ["hour 24", "2026-03-10T24:00:00Z"],
    ["a leap second", "2026-03-10T11:59:60Z"],
    ["year 0, which PostgreSQL refuses", "0000-06-01T00:00:00Z"],
    ["past year 9999 once in UTC", "9999-12-31T23:00:00-02:00"],
    ["empty", ""],
  ])("is null for a timestamp that is %s", (_case, timestamp) => {
    expect(reportedTime(timestamp)).toBeNull();
  });
});

describe("normaliseUserAgent", () => {
  it.each([
    ["empty", ""],
    ["at the limit", "a".repeat(USER_AGENT_MAX_CHARS)],
    ["at the limit in astral characters", "😀".repeat(USER_AGENT_MAX_CHARS)],
  ])("keeps one that is %s", (_case, userAgent) => {
    expect(normaliseUserAgent(userAgent)).toBe(userAgent);
  });

  it("cuts a 600-character in-app user agent to the limit", () => {
    const userAgent = `Mozilla/5.0 (Linux; Android 14) [FBAN/EMA;${"x".repeat(600)}]`;
    expect(normaliseUserAgent(userAgent)).toBe(userAgent.slice(0, USER_AGENT_MAX_CHARS));
  });

  it("counts code points, so a cut never splits an emoji", () => {
    expect(normaliseUserAgent("😀".repeat(USER_AGENT_MAX_CHARS + 1))).toBe("😀".repeat(USER_AGENT_MAX_CHARS));
  });

  it.each([
    ["NUL, which PostgreSQL cannot store", "Mozilla\u0000/5.0", "Mozilla/5.0"],
    ["a line break", "Mozilla\r\nInjected: header", "MozillaInjected: header"],
    ["DEL and C1 controls", "Mo\u007fzi\u0085l\u009fla", "Mozilla"],
    ["a lone surrogate", "Mozilla\ud800", "Mozilla"],
  ])("removes %s", (_case, userAgent, expected) => {
    expect(normaliseUserAgent(userAgent)).toBe(expected);
  });

  it("removes control characters before cutting, so the result fills the limit", () => {
    expect(normaliseUserAgent("\u0001".repeat(10) + "a".repeat(USER_AGENT_MAX_CHARS))).toHaveLength(
      USER_AGENT_MAX_CHARS,
    );
  });
});

describe("referrerOrigin", () => {
  it.each([
    ["direct", DIRECT_REFERRER],
    ["", DIRECT_REFERRER],
    ["  ", DIRECT_REFERRER],
    ["https://www.linkedin.com/feed/?trk=x#y", "https://www.linkedin.com"],
    ["android-app://com.linkedin.android/", "android-app://com.linkedin.android"],
    ["ios-app://288429040/linkedin/profile", "ios-app://288429040"],
    ["HTTP://Example.COM", "http://example.com"],
    ["https://user:secret@example.com:8443/private", "https://example.com:8443"],
    ["https://münchen.de/", "https://xn--mnchen-3ya.de"],
    ["http://[::1]:8000/", "http://[::1]:8000"],
    ["file:///home/me/cv.html", "file://"],
    ["about:blank", "about:"],
    ["data:text/html,<b>hi</b>", "data:"],
    ["javascript:alert(1)", "javascript:"],
    ["https://example.com/\nx", "https://example.com"],
    ["/projects", UNKNOWN_REFERRER],
    ["Direct", UNKNOWN_REFERRER],
    ["not a url", UNKNOWN_REFERRER],
    [`https://${"a".repeat(REFERRER_MAX_CHARS)}.com/`, UNKNOWN_REFERRER],
  ])("stores %p as %p", (referrer, stored) => {
    expect(referrerOrigin(referrer)).toBe(stored);
  });

  it.each([
    ["x://\u0001/", "a control character leading an opaque host"],
    ["x://a\u0001b/", "a control character inside an opaque host"],
    ["x://\u007f/", "DEL as the host"],
    ["android-app://\u0085com.app/", "a C1 control"],
    ["https://exa\u0000mple.com/", "NUL"],
    ["x://@", "a user name and no host"],
    ["android-app://user:pw@/path", "a user name, a password and no host"],
  ])("stores %p, %s, as unknown", (referrer) => {
    expect(referrerOrigin(referrer)).toBe(UNKNOWN_REFERRER);
  });

  it("gives only what the table's CHECK accepts, for 20,000 made-up referrers", () => {
    const refused = [...hostileReferrers(20_000)].filter((referrer) => {
      const stored = referrerOrigin(referrer);
      return ![DIRECT_REFERRER, UNKNOWN_REFERRER].includes(stored) && !STORED_REFERRER.test(stored);
    });
    expect(refused).toEqual([]);
  });

  it("keeps an origin of exactly the maximum length", () => {
    const host = `${"a".repeat(REFERRER_MAX_CHARS - "https://".length - ".de".length)}.de`;
    expect(referrerOrigin(`https://${host}/page`)).toBe(`https://${host}`);
  });
});

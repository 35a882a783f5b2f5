/**
 * cv_downloads' CHECK constraints against the function's normalisation: the
 * table accepts everything the function can store and refuses what it never
 * would, and rows recorded before the normalisation are brought in line.
 */
import {
  REFERRER_MAX_CHARS,
  USER_AGENT_MAX_CHARS,
  normaliseUserAgent,
  referrerOrigin,
} from "../../supabase/functions/track-cv-download/validate";
import { MIGRATIONS_DIR, applyMigrations } from "./migrations";
import { type TestDatabase, createTestDatabase } from "./test-database";

const CHECK_VIOLATION = "23514";
const INSERT = "insert into cv_downloads (user_agent, referrer) values ($1, $2)";
/** The last migration before the function normalised its input. */
const BEFORE_NORMALISING = "20261121114332";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());
beforeEach(() => db.admin.query("truncate cv_downloads"));

const insert = (userAgent: string, referrer: string) => db.admin.query(INSERT, [userAgent, referrer]);

// Inputs chosen to push every rule of the normalisation to its edge.
const REFERRERS = [
  "",
  "direct",
  "not a url",
  "https://www.linkedin.com/feed/?trk=x",
  "android-app://com.linkedin.android/",
  "android-app://com.LinkedIn.Android/x",
  "ios-app://288429040/x",
  "https://user:pw@example.com:8443/p",
  "https://münchen.de/",
  "http://[2001:db8::1]:8080/",
  "foo://a\u0001b%ZZ\u00e9/",
  "foo://!$&'()*+,;=~_-.%/",
  "file:///etc/passwd",
  "about:blank",
  "data:text/html,hi",
  "blob:https://example.com/uuid",
  `https://${"a".repeat(REFERRER_MAX_CHARS - 12)}.de/`,
  `https://${"a".repeat(REFERRER_MAX_CHARS)}.de/`,
  `${"s".repeat(REFERRER_MAX_CHARS)}:x`,
];
const USER_AGENTS = [
  "",
  "Mozilla/5.0",
  "😀".repeat(USER_AGENT_MAX_CHARS + 5),
  "x".repeat(USER_AGENT_MAX_CHARS * 2),
  "a\u0000b\u0009c\u001fd\u007fe\u0080f\u009fg\u00a0h",
  "\ud800lone\udfffsurrogates",
];

describe("cv_downloads' CHECK constraints", () => {
  it.each(REFERRERS)("accept the referrer the function stores for %p", async (referrer) => {
    await expect(insert("Mozilla/5.0", referrerOrigin(referrer))).resolves.toMatchObject({ rowCount: 1 });
  });

  it.each(USER_AGENTS)("accept the user agent the function stores for %p", async (userAgent) => {
    await expect(insert(normaliseUserAgent(userAgent), "direct")).resolves.toMatchObject({ rowCount: 1 });
  });

  it.each([
    ["an empty referrer", ""],
    ["a referrer with a path", "https://example.com/"],
    ["a referrer with a query", "https://example.com?q=1"],
    ["a referrer with a user name", "https://me@example.com"],
    ["a referrer with a space", "https://exa mple.com"],
    ["a referrer with a non-ASCII host", "https://münchen.de"],
    ["an upper-case scheme", "HTTPS://example.com"],
    ["a referrer that is no origin", "linkedin"],
    ["a referrer over the limit", `https://${"a".repeat(REFERRER_MAX_CHARS)}`],
  ])("refuse %s", async (_case, referrer) => {
    await expect(insert("Mozilla/5.0", referrer)).rejects.toMatchObject({ code: CHECK_VIOLATION });
  });

  it.each([
    ["a user agent over the limit", "a".repeat(USER_AGENT_MAX_CHARS + 1)],
    ["a tab", "Mozilla\t5.0"],
    ["a line break", "Mozilla\n5.0"],
    ["DEL", "Mozilla\u007f"],
    ["a C1 control", "Mozilla\u0085"],
  ])("refuse %s", async (_case, userAgent) => {
    await expect(insert(userAgent, "direct")).rejects.toMatchObject({ code: CHECK_VIOLATION });
  });

  it("count user agent characters as code points, like the function", async () => {
    await expect(insert("😀".repeat(USER_AGENT_MAX_CHARS), "direct")).resolves.toMatchObject({ rowCount: 1 });
  });
});

describe("rows recorded before the normalisation", () => {
  it("keep only the origin of their referrer, exactly as the function reduces it", async () => {
    const old = await createTestDatabase({ migrateThrough: BEFORE_NORMALISING });
    try {
      const referrers = [
        "direct",
        "https://www.linkedin.com/feed/?trk=x#top",
        "https://user:pw@example.com:8443/p",
        "http://[::1]:8000/",
        "https://example.com/",
      ];
      for (const referrer of referrers) {
        await old.admin.query(
          "insert into cv_downloads (downloaded_at, user_agent, referrer) values (now(), 'UA', $1)",
          [referrer],
        );
      }
      await applyMigrations(old.url, MIGRATIONS_DIR);
      const { rows } = await old.admin.query<{ referrer: string }>("select referrer from cv_downloads");
      expect(rows.map((row) => row.referrer).sort()).toEqual(referrers.map(referrerOrigin).sort());
    } finally {
      await old.close();
    }
  });
});

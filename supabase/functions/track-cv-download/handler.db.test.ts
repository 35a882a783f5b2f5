/**
 * The handler with the local backend's store against a real PostgreSQL
 * database: what each kind of request leaves in cv_downloads.
 */
import { type PgStore, createPgStore } from "../../../scripts/local-backend/pg-store";
import { type TestDatabase, createTestDatabase } from "../../../scripts/local-backend/test-database";
import { handleTrackCvDownload } from "./handler";
import { RECORD_FUNCTION } from "./store";
import { FUNCTION_URL, SUPABASE_JS_HEADERS } from "./test-fixtures";
import { BODY_LIMIT_BYTES, USER_AGENT_MAX_CHARS } from "./validate";

let db: TestDatabase;
let store: PgStore;
const logError = jest.fn();

beforeAll(async () => {
  db = await createTestDatabase();
  store = createPgStore(db.url, logError);
});
afterAll(async () => {
  await store.close();
  await db.close();
});
beforeEach(() => db.reset());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  handleTrackCvDownload(
    new Request(FUNCTION_URL, {
      method: "POST",
      headers: { ...SUPABASE_JS_HEADERS, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    store,
    { logError },
  );
const body = (overrides: Record<string, unknown> = {}) => ({
  timestamp: new Date().toISOString(),
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140",
  referrer: "direct",
  ...overrides,
});

describe("track-cv-download on PostgreSQL", () => {
  it("writes exactly one row, timed by the server's clock, with the browser's clock as reported", async () => {
    const sent = body();
    const before = Date.now();
    const response = await post(sent);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const rows = await db.rows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_agent: sent.userAgent, referrer: "direct" });
    expect(rows[0]!.reported_at?.toISOString()).toBe(sent.timestamp);
    // 1 s of slack: PostgreSQL's clock and Node's are read at different moments.
    expect(rows[0]!.created_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(rows[0]!.created_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  const inAppUserAgent = `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/140 Mobile [FB_IAB/FB4A;FBAV/${"9".repeat(520)}]`;

  it.each([
    [
      "LinkedIn's Android app as referrer",
      () => body({ referrer: "android-app://com.linkedin.android/" }),
      { referrer: "android-app://com.linkedin.android" },
    ],
    [
      "a 600-character in-app user agent",
      () => body({ userAgent: inAppUserAgent }),
      { user_agent: inAppUserAgent.slice(0, USER_AGENT_MAX_CHARS) },
    ],
    [
      "a clock set to 2001",
      () => body({ timestamp: "2001-01-01T00:00:00Z" }),
      { reported_at: new Date("2001-01-01Z") },
    ],
    ["a timestamp that is no date", () => body({ timestamp: "yesterday" }), { reported_at: null }],
    [
      "a referring page with path and query",
      () => body({ referrer: "https://www.linkedin.com/in/someone/?trk=public_profile" }),
      { referrer: "https://www.linkedin.com" },
    ],
    ["an empty referrer", () => body({ referrer: "" }), { referrer: "direct" }],
    ["a referrer that is no URL", () => body({ referrer: "/projects" }), { referrer: "unknown" }],
    ["a data: referrer", () => body({ referrer: "data:text/html,hi" }), { referrer: "data:" }],
    [
      "control characters in the user agent",
      () => body({ userAgent: "bad\u0000\u0085agent\n" }),
      { user_agent: "badagent" },
    ],
  ])("records %s, normalised", async (_case, sent, stored) => {
    const response = await post(sent());
    expect(response.status).toBe(201);
    const rows = await db.rows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(stored);
  });

  it("records a phone whose clock is 6 minutes fast, at the server's time", async () => {
    const timestamp = new Date(Date.now() + 6 * 60 * 1000).toISOString();
    expect((await post(body({ timestamp }))).status).toBe(201);
    const [row] = await db.rows();
    expect(row?.reported_at?.toISOString()).toBe(timestamp);
    expect(row!.reported_at!.getTime() - row!.created_at.getTime()).toBeGreaterThan(5 * 60 * 1000);
  });

  it("answers 429 with Retry-After past the client's limit, and writes nothing more", async () => {
    const { perClient } = await db.limits();
    const from = { "x-forwarded-for": "203.0.113.7" };
    for (let i = 0; i < perClient; i += 1) expect((await post(body(), from)).status).toBe(201);
    const refused = await post(body(), from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db.count()).toBe(perClient);
    expect((await post(body(), { "x-forwarded-for": "203.0.113.8" })).status).toBe(201);
  });

  it("stores text PostgreSQL and the browser agree on, byte for byte", async () => {
    const userAgent = 'Mozilla/5.0 😀 Ünïcødé ‘quotes’ "double" \\ back\'slash; drop table cv_downloads; --';
    expect((await post(body({ userAgent }))).status).toBe(201);
    expect((await db.rows())[0]?.user_agent).toBe(userAgent);
  });

  it.each([
    ["malformed JSON", "{", "body"],
    ["an array", [body()], "body"],
    ["a timestamp that is no string", body({ timestamp: Date.now() }), "timestamp"],
    ["a user agent that is no string", body({ userAgent: null }), "userAgent"],
    ["a referrer that is no string", body({ referrer: ["https://example.com"] }), "referrer"],
    ["an oversized body", body({ filler: "x".repeat(BODY_LIMIT_BYTES) }), "body"],
  ])("writes nothing for %s and names the field", async (_case, sent, field) => {
    const response = await post(sent);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field });
    expect(await db.count()).toBe(0);
  });

  it.each(["OPTIONS", "GET", "DELETE"])("writes nothing for %s", async (method) => {
    const response = await handleTrackCvDownload(
      new Request(FUNCTION_URL, { method, headers: SUPABASE_JS_HEADERS }),
      store,
    );
    expect(response.status).toBe(method === "OPTIONS" ? 204 : 405);
    expect(await db.count()).toBe(0);
  });

  it("answers 500 without details when the database refuses, and logs PostgreSQL's error", async () => {
    await db.admin.query(`revoke execute on function ${RECORD_FUNCTION} from anon`);
    try {
      const response = await post(body());
      expect(response.status).toBe(500);
      expect(JSON.stringify(await response.json())).not.toMatch(
        /permission|cv_downloads|record_cv_download|anon|42501/,
      );
      expect(logError).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ code: "42501" }));
    } finally {
      await db.admin.query(`grant execute on function ${RECORD_FUNCTION} to anon`);
    }
    expect(await db.count()).toBe(0);
  });
});

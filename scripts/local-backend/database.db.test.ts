/**
 * The migrations on a real PostgreSQL server with Supabase's API roles and
 * default privileges: who may read and write cv_downloads, and that the
 * public key's role (anon) can record only through record_cv_download.
 */
import type pg from "pg";
import { applyMigrations } from "./migrations";
import { type TestDatabase, createTestDatabase } from "./test-database";

const PERMISSION_DENIED = "42501";
const CHECK_VIOLATION = "23514";
const ROW = ["Mozilla/5.0", "direct", "2026-03-10T12:00:00Z"];
const INSERT = "insert into cv_downloads (user_agent, referrer, reported_at) values ($1, $2, $3)";
const RECORD = "select record_cv_download(client => $1, user_agent => $2, referrer => $3) as outcome";
const API_ROLES = ["anon", "authenticated", "service_role"];

let db: TestDatabase;
let client: pg.PoolClient;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.admin.query(INSERT, ROW);
});
afterAll(() => db.close());

// Every test runs in a transaction that is rolled back: role switches, grants and rows never leak.
beforeEach(async () => {
  client = await db.admin.connect();
  await client.query("begin");
});
afterEach(async () => {
  await client.query("rollback");
  client.release();
});

const asRole = (role: string) => client.query(`set local role ${role}`);
const record = (userAgent = "Mozilla/5.0", referrer = "direct", address = "203.0.113.7") =>
  client.query(RECORD, [address, userAgent, referrer]);

describe("the migrations", () => {
  it("are recorded, so applying them again changes nothing", async () => {
    await expect(applyMigrations(db.url)).resolves.toEqual([]);
  });

  it("leave row-level security on and no policy at all", async () => {
    const rls = await client.query("select relrowsecurity from pg_class where oid = 'public.cv_downloads'::regclass");
    expect(rls.rows).toEqual([{ relrowsecurity: true }]);
    const policies = await client.query("select policyname from pg_policies where tablename = 'cv_downloads'");
    expect(policies.rows).toEqual([]);
  });

  it("let the table fill id and created_at itself", async () => {
    const { rows } = await client.query(`${INSERT} returning id, created_at, now() as now`, ROW);
    expect(rows[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[0].created_at).toEqual(rows[0].now);
  });
});

describe("the API roles and the table", () => {
  it.each(API_ROLES)("%s is denied reading: permission denied, not an empty result", async (role) => {
    await asRole(role);
    await expect(client.query("select * from cv_downloads")).rejects.toMatchObject({ code: PERMISSION_DENIED });
  });

  it.each(
    API_ROLES.flatMap((role) => [
      [role, INSERT, ROW],
      [role, "update cv_downloads set referrer = 'unknown'", []],
      [role, "delete from cv_downloads", []],
      [role, "truncate cv_downloads", []],
    ]),
  )("%s is denied writing: %s", async (role, sql, values) => {
    await asRole(role as string);
    await expect(client.query(sql as string, values as string[])).rejects.toMatchObject({ code: PERMISSION_DENIED });
  });

  it.each(API_ROLES)("%s holds no privilege on the table at all, RLS aside", async (role) => {
    const { rows } = await client.query(
      `select privilege from unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as privilege
       where has_table_privilege($1, 'public.cv_downloads', privilege)`,
      [role],
    );
    expect(rows).toEqual([]);
  });

  it.each(["private.cv_download_clients", "private.cv_download_salt"])(
    "anon cannot even see %s, where the limits are kept",
    async (table) => {
      await asRole("anon");
      await expect(client.query(`select * from ${table}`)).rejects.toMatchObject({ code: PERMISSION_DENIED });
    },
  );

  it("would still see no rows and write none if a grant came back: RLS has no policy for anon", async () => {
    await client.query("grant select, insert on cv_downloads to anon");
    await asRole("anon");
    const { rows } = await client.query("select count(*)::int as count from cv_downloads");
    expect(rows).toEqual([{ count: 0 }]);
    await expect(client.query(INSERT, ROW)).rejects.toMatchObject({ code: PERMISSION_DENIED });
  });
});

describe("record_cv_download", () => {
  it("is the one way anon records a download", async () => {
    await asRole("anon");
    const { rows } = await record("anon-agent");
    expect(rows).toEqual([{ outcome: { recorded: true } }]);
    await client.query("reset role");
    const stored = await client.query("select user_agent, referrer from cv_downloads where user_agent = 'anon-agent'");
    expect(stored.rows).toEqual([{ user_agent: "anon-agent", referrer: "direct" }]);
  });

  it.each(["authenticated", "service_role"])("may not be run by %s, which needs no such right", async (role) => {
    await asRole(role);
    await expect(record()).rejects.toMatchObject({ code: PERMISSION_DENIED });
  });

  it.each(["private.cv_download_limits()", "private.seconds_until(now())"])(
    "is the only function anon may run: not %s",
    async (call) => {
      await asRole("anon");
      await expect(client.query(`select ${call}`)).rejects.toMatchObject({ code: PERMISSION_DENIED });
    },
  );

  it.each([
    ["a user agent over the limit", "a".repeat(513), "direct"],
    ["control characters", "bad\nagent", "direct"],
    ["a referrer with a path", "Mozilla/5.0", "https://example.com/private/page"],
  ])("still refuses, for anon calling it directly, %s", async (_case, userAgent, referrer) => {
    await asRole("anon");
    await expect(record(userAgent, referrer)).rejects.toMatchObject({ code: CHECK_VIOLATION });
  });

  it("refuses a call without a client rather than letting it escape the limit", async () => {
    await asRole("anon");
    await expect(record("Mozilla/5.0", "direct", null as unknown as string)).rejects.toMatchObject({ code: "22004" });
  });

  it("keeps only a salted hash of the client's address", async () => {
    await asRole("anon");
    await record("hash-agent", "direct", "198.51.100.23");
    await client.query("reset role");
    const { rows } = await client.query(
      `select c.client_hash = sha256(convert_to('198.51.100.23', 'UTF8')) as unsalted,
              c.client_hash = sha256(s.salt || convert_to('198.51.100.23', 'UTF8')) as salted,
              octet_length(s.salt) as salt_bytes
       from private.cv_download_clients c, private.cv_download_salt s`,
    );
    expect(rows).toEqual([{ unsalted: false, salted: true, salt_bytes: 32 }]);
    const columns = await client.query(
      "select table_name, column_name from information_schema.columns where table_schema in ('public', 'private') and data_type = 'text'",
    );
    expect(columns.rows).toEqual(
      expect.not.arrayContaining([
        expect.objectContaining({ column_name: expect.stringMatching(/client|address|ip/) }),
      ]),
    );
  });
});

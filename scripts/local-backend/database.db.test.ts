/**
 * The migration on a real PostgreSQL server with Supabase's API roles and
 * default privileges: who may read and write cv_downloads.
 */
import type pg from "pg";
import { applyMigrations } from "./migrations";
import { type TestDatabase, createTestDatabase } from "./test-database";

const PERMISSION_DENIED = "42501";
const ROW = ["Mozilla/5.0", "direct", "2026-03-10T12:00:00Z"];
const INSERT = "insert into cv_downloads (user_agent, referrer, reported_at) values ($1, $2, $3)";

let db: TestDatabase;
let client: pg.PoolClient;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.admin.query(INSERT, ROW);
});
afterAll(() => db.close());

// Every test runs in a transaction that is rolled back: role switches and grants never leak.
beforeEach(async () => {
  client = await db.admin.connect();
  await client.query("begin");
});
afterEach(async () => {
  await client.query("rollback");
  client.release();
});

const asRole = (role: string) => client.query(`set local role ${role}`);

describe("cv_downloads migration", () => {
  it("is recorded, so applying the migrations again changes nothing", async () => {
    await expect(applyMigrations(db.url)).resolves.toEqual([]);
  });

  it("has row-level security on and no policy at all", async () => {
    const rls = await client.query("select relrowsecurity from pg_class where oid = 'public.cv_downloads'::regclass");
    expect(rls.rows).toEqual([{ relrowsecurity: true }]);
    const policies = await client.query("select policyname from pg_policies where tablename = 'cv_downloads'");
    expect(policies.rows).toEqual([]);
  });

  it("fills id and created_at itself", async () => {
    const { rows } = await client.query(`${INSERT} returning id, created_at, now() as now`, ROW);
    expect(rows[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[0].created_at).toEqual(rows[0].now);
  });
});

describe("the public API roles", () => {
  it.each(["anon", "authenticated"])("%s is denied reading: permission denied, not an empty result", async (role) => {
    await asRole(role);
    await expect(client.query("select * from cv_downloads")).rejects.toMatchObject({ code: PERMISSION_DENIED });
  });

  it.each(["anon", "authenticated"])("%s is denied writing", async (role) => {
    await asRole(role);
    await expect(client.query(INSERT, ROW)).rejects.toMatchObject({ code: PERMISSION_DENIED });
  });

  it("would still see no rows and write none if a grant came back: RLS has no policy for anon", async () => {
    await client.query("grant select, insert on cv_downloads to anon");
    await asRole("anon");
    const { rows } = await client.query("select count(*)::int as count from cv_downloads");
    expect(rows).toEqual([{ count: 0 }]);
    await expect(client.query(INSERT, ROW)).rejects.toMatchObject({ code: PERMISSION_DENIED });
  });

  it("service_role (the Edge Function) may insert but not read", async () => {
    await asRole("service_role");
    await expect(client.query(INSERT, ROW)).resolves.toMatchObject({ rowCount: 1 });
    await expect(client.query("select * from cv_downloads")).rejects.toMatchObject({ code: PERMISSION_DENIED });
  });
});

/**
 * Retention on a real PostgreSQL database: private.delete_old_cv_downloads
 * deletes only rows past the period, and the migration schedules it with
 * pg_cron where pg_cron exists (a stand-in here, as Debian's server has none)
 * and applies cleanly where it does not.
 */
import { type TestDatabase, createTestDatabase } from "./test-database";

const DELETE_OLD = "select private.delete_old_cv_downloads() as deleted";

/** Just enough of pg_cron for the migration to find cron.schedule and for the test to see the job. */
const PG_CRON_STAND_IN = `
create schema cron;
create table cron.job (jobname text primary key, schedule text not null, command text not null);
create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as $$
  insert into cron.job values (job_name, schedule, command)
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command;
  select 1::bigint;
$$;`;

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());
beforeEach(() => db.reset());

/** One row per age, e.g. "23 months"; returns nothing. */
async function seedAged(database: TestDatabase, ages: string[]) {
  for (const age of ages) {
    await database.admin.query(
      "insert into cv_downloads (user_agent, referrer, created_at) values ($1::text, 'direct', now() - $1::interval)",
      [age],
    );
  }
}
const remainingAges = async (database: TestDatabase) => (await database.rows()).map((row) => row.user_agent).sort();

describe("private.delete_old_cv_downloads", () => {
  it("deletes only rows older than 24 months by default, and says how many", async () => {
    await seedAged(db, ["0 days", "23 months 29 days", "24 months 1 hour", "30 months"]);
    expect((await db.admin.query(DELETE_OLD)).rows).toEqual([{ deleted: "2" }]);
    expect(await remainingAges(db)).toEqual(["0 days", "23 months 29 days"]);
  });

  it("takes another period", async () => {
    await seedAged(db, ["1 day", "8 days"]);
    await db.admin.query("select private.delete_old_cv_downloads(interval '1 week')");
    expect(await remainingAges(db)).toEqual(["1 day"]);
  });

  it.each(["0 days", "-1 month"])("refuses the period %p, which would delete everything", async (keep) => {
    await seedAged(db, ["1 day"]);
    await expect(db.admin.query("select private.delete_old_cv_downloads($1::interval)", [keep])).rejects.toMatchObject({
      code: "22023",
    });
    expect(await db.count()).toBe(1);
  });

  it("also forgets client hashes older than the per-client window", async () => {
    const { perClientWindowS } = await db.limits();
    await db.admin.query("select record_cv_download('203.0.113.1', 'UA', 'direct')");
    await db.admin.query("select record_cv_download('203.0.113.2', 'UA', 'direct')");
    await db.admin.query(
      "update private.cv_download_clients set recorded_at = recorded_at - make_interval(secs => $1) where client_hash = (select client_hash from private.cv_download_clients limit 1)",
      [perClientWindowS + 1],
    );
    await db.admin.query(DELETE_OLD);
    const { rows } = await db.admin.query("select count(*)::int as count from private.cv_download_clients");
    expect(rows).toEqual([{ count: 1 }]);
  });

  it.each(["anon", "authenticated", "service_role"])("cannot be run by %s", async (role) => {
    const client = await db.admin.connect();
    try {
      await client.query(`set role ${role}`);
      await expect(client.query(DELETE_OLD)).rejects.toMatchObject({ code: "42501" });
    } finally {
      await client.query("reset role");
      client.release();
    }
  });
});

describe("the retention migration", () => {
  it("applies without pg_cron, scheduling nothing", async () => {
    const { rows } = await db.admin.query("select to_regnamespace('cron') is null as no_cron");
    expect(rows).toEqual([{ no_cron: true }]);
  });

  it("applies where pg_cron refuses the job, leaving the scheduling to the owner", async () => {
    const refusing = await createTestDatabase({
      beforeMigrations: `${PG_CRON_STAND_IN}
        create or replace function cron.schedule(job_name text, schedule text, command text) returns bigint
        language plpgsql as $$ begin raise insufficient_privilege using message = 'permission denied for schema cron'; end $$;`,
    });
    try {
      const { rows } = await refusing.admin.query("select count(*)::int as jobs from cron.job");
      expect(rows).toEqual([{ jobs: 0 }]);
      await expect(refusing.admin.query(DELETE_OLD)).resolves.toMatchObject({ rowCount: 1 });
    } finally {
      await refusing.close();
    }
  });

  it("schedules the deletion daily where pg_cron exists, with a command that works", async () => {
    const withCron = await createTestDatabase({ beforeMigrations: PG_CRON_STAND_IN });
    try {
      const { rows } = await withCron.admin.query("select jobname, schedule, command from cron.job");
      expect(rows).toEqual([
        { jobname: "delete-old-cv-downloads", schedule: "17 3 * * *", command: expect.any(String) },
      ]);
      await seedAged(withCron, ["1 day", "25 months"]);
      await withCron.admin.query(rows[0].command);
      expect(await remainingAges(withCron)).toEqual(["1 day"]);
    } finally {
      await withCron.close();
    }
  });
});

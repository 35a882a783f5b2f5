/**
 * `npm run downloads` as the owner runs it, against seeded rows in a real
 * PostgreSQL database: the figures per day, per referrer and in total, as a
 * table and as JSON, and a clear message when the database is out of reach.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import type { DownloadsReport } from "./downloads-report";
import { freePort } from "./free-port.mjs";
import { startSilentDatabase } from "./local-backend/silent-database";
import { type TestDatabase, createTestDatabase } from "./local-backend/test-database";

const run = promisify(execFile);
const ROOT = join(__dirname, "..");

let db: TestDatabase;

/** Rows `daysAgo` days before now (UTC), from `referrer`. */
const SEEDS: [daysAgo: number, referrer: string][] = [
  [0, "https://www.linkedin.com"],
  [0, "https://www.linkedin.com"],
  [0, "android-app://com.linkedin.android"],
  [1, "direct"],
  [29, "https://www.linkedin.com"],
  [30, "https://old.example.com"],
  [400, "https://old.example.com"],
];

beforeAll(async () => {
  db = await createTestDatabase();
  for (const [daysAgo, referrer] of SEEDS) {
    await db.admin.query(
      "insert into cv_downloads (user_agent, referrer, created_at) values ('seeded', $1, now() - make_interval(days => $2))",
      [referrer, daysAgo],
    );
  }
});
afterAll(() => db.close());

const downloads = (args: string[], databaseUrl = db.url) =>
  run(process.execPath, ["--import", "tsx", "scripts/downloads.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, SUPABASE_DB_URL: databaseUrl },
  });

const dayBefore = (daysAgo: number) => new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe("npm run downloads", () => {
  it("reports the last 30 days per day, per referrer and in total (--json)", async () => {
    const report = JSON.parse((await downloads(["--json", "--time-zone", "UTC"])).stdout) as DownloadsReport;
    expect(report.timeZone).toBe("UTC");
    expect(report.days).toHaveLength(30);
    expect(report.days.at(-1)).toEqual({ day: dayBefore(0), downloads: 3 });
    expect(report.days.at(-2)).toEqual({ day: dayBefore(1), downloads: 1 });
    expect(report.days[0]).toEqual({ day: dayBefore(29), downloads: 1 });
    expect(report.days.reduce((sum, { downloads }) => sum + downloads, 0)).toBe(5);
    expect(report.referrers).toEqual([
      { referrer: "https://www.linkedin.com", downloads: 3 },
      { referrer: "android-app://com.linkedin.android", downloads: 1 },
      { referrer: "direct", downloads: 1 },
    ]);
    expect(report.total).toBe(5);
    expect(report.allTime).toBe(SEEDS.length);
  });

  it("prints the same figures as tables", async () => {
    const { stdout } = await downloads(["--time-zone", "UTC"]);
    expect(stdout).toContain(`CV downloads, last 30 days (${dayBefore(29)} to ${dayBefore(0)}, UTC)`);
    expect(stdout).toMatch(new RegExp(`\\n${dayBefore(0)} +3\\n`));
    expect(stdout).toMatch(/\nhttps:\/\/www\.linkedin\.com +3\n/);
    expect(stdout).toMatch(/\nlast 30 days +5\nall rows kept +7\n/);
    expect(stdout).not.toContain("old.example.com");
  });

  it("counts days in the time zone it is given", async () => {
    const vienna = await createTestDatabase();
    try {
      // Half past midnight in Vienna is the evening before in UTC.
      const { rows } = await vienna.admin.query<{ local: string; utc: string }>(
        `insert into cv_downloads (user_agent, referrer, created_at)
         values ('seeded', 'direct', ((now() at time zone 'Europe/Vienna')::date + time '00:30') at time zone 'Europe/Vienna')
         returning to_char((created_at at time zone 'Europe/Vienna')::date, 'YYYY-MM-DD') as local,
                   to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as utc`,
      );
      const { local, utc } = rows[0]!;
      const countOn = async (timeZone: string, day: string) => {
        const report = JSON.parse((await downloads(["--json", "--time-zone", timeZone], vienna.url)).stdout);
        return (report as DownloadsReport).days.find((entry) => entry.day === day)?.downloads;
      };
      expect(utc).not.toBe(local);
      expect(await countOn("Europe/Vienna", local)).toBe(1);
      expect(await countOn("Europe/Vienna", utc)).toBe(0);
      expect(await countOn("UTC", utc)).toBe(1);
    } finally {
      await vienna.close();
    }
  });

  it("says which database it could not read, without its password, and fails", async () => {
    const unreachable = `postgres://postgres:s3cret@127.0.0.1:${await freePort()}/postgres`;
    const failure = await downloads([], unreachable).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1, stderr: expect.stringContaining("Could not read the downloads from") });
    expect((failure as { stderr: string }).stderr).toContain("postgres://postgres:***@127.0.0.1");
    expect((failure as { stderr: string }).stderr).toContain("SUPABASE_DB_URL");
    expect((failure as { stderr: string }).stderr).not.toContain("s3cret");
  });

  type Failure = { code: number; stderr: string };
  const failureOf = (args: string[], databaseUrl?: string) =>
    downloads(args, databaseUrl).then(
      () => ({ code: 0, stderr: "" }),
      (error: Failure) => error,
    );

  it("gives up on a database that takes the connection and never answers, with a message", async () => {
    const silent = await startSilentDatabase("silent");
    try {
      const failure = await failureOf([], silent.url);
      expect(failure.code).toBe(1);
      expect(failure.stderr).toContain("Could not read the downloads from postgres://postgres:***@127.0.0.1");
      expect(failure.stderr).toMatch(/timeout/i);
    } finally {
      await silent.close();
    }
  }, 30_000);

  it("says an unknown time zone is one, without blaming the database URL", async () => {
    const failure = await failureOf(["--time-zone", "Mars/Olympus"]);
    expect(failure).toEqual(expect.objectContaining({ code: 1 }));
    expect(failure.stderr.trim()).toBe(
      '--time-zone "Mars/Olympus" is not a known time zone; use a name such as Europe/Vienna or UTC',
    );
  });

  it("says SUPABASE_DB_URL is not a URL instead of failing to look up a host", async () => {
    const failure = await failureOf([], "not a url");
    expect(failure.code).toBe(1);
    expect(failure.stderr.trim()).toMatch(/^SUPABASE_DB_URL is not a URL; copy the connection string/);
  });
});

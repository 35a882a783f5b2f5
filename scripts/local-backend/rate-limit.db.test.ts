/**
 * record_cv_download's limits on a real PostgreSQL database, called as anon
 * through the local backend's store: per client in a sliding window, in all
 * per hour, with the time to wait, and nothing written when refused. Time
 * passes by moving the stored times back.
 */
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import type { CvDownload } from "../../supabase/functions/track-cv-download/validate";
import { API_ROLE, type PgStore, createPgStore } from "./pg-store";
import { type DownloadLimits, type TestDatabase, createTestDatabase } from "./test-database";

let db: TestDatabase;
let store: PgStore;
let limits: DownloadLimits;

beforeAll(async () => {
  db = await createTestDatabase();
  store = createPgStore(db.url);
  limits = await db.limits();
});
afterAll(async () => {
  await store.close();
  await db.close();
});
beforeEach(() => db.reset());

const download: CvDownload = { userAgent: "rate-limit-agent", referrer: "direct", reportedAt: null };
const recordFrom = (client: string) => store.recordCvDownload(download, client);
const recordTimes = async (client: string, times: number) => {
  for (let i = 0; i < times; i += 1) await recordFrom(client);
};
/** Moves every stored time back, as if that much time had passed. */
const letPass = async (seconds: number) => {
  await db.admin.query("update cv_downloads set created_at = created_at - make_interval(secs => $1)", [seconds]);
  await db.admin.query("update private.cv_download_clients set recorded_at = recorded_at - make_interval(secs => $1)", [
    seconds,
  ]);
};

describe("the per-client limit", () => {
  it("records up to the limit, then refuses with the seconds until the oldest leaves the window", async () => {
    await recordTimes("203.0.113.7", limits.perClient);
    expect(await db.count()).toBe(limits.perClient);
    const refused = await recordFrom("203.0.113.7");
    expect(refused).toEqual({ recorded: false, retryAfterSeconds: expect.any(Number) });
    const wait = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(wait).toBeGreaterThan(limits.perClientWindowS - 5);
    expect(wait).toBeLessThanOrEqual(limits.perClientWindowS);
    expect(await db.count()).toBe(limits.perClient);
  });

  it("leaves other clients alone", async () => {
    await recordTimes("203.0.113.7", limits.perClient);
    await expect(recordFrom("203.0.113.8")).resolves.toEqual({ recorded: true });
  });

  it("slides: a client may record again once its oldest download is older than the window", async () => {
    await recordFrom("203.0.113.7");
    await letPass(limits.perClientWindowS / 2);
    await recordTimes("203.0.113.7", limits.perClient - 1);
    expect((await recordFrom("203.0.113.7")).recorded).toBe(false);

    await letPass(limits.perClientWindowS / 2 + 1);
    await expect(recordFrom("203.0.113.7")).resolves.toEqual({ recorded: true });
    expect((await recordFrom("203.0.113.7")).recorded).toBe(false);
  });

  it("forgets a client's hashes once they are older than the window", async () => {
    await recordTimes("203.0.113.7", 2);
    await letPass(limits.perClientWindowS + 1);
    await recordFrom("198.51.100.1");
    const { rows } = await db.admin.query("select count(*)::int as count from private.cv_download_clients");
    expect(rows).toEqual([{ count: 1 }]);
  });
});

describe("the overall ceiling", () => {
  const fillHour = (ageSeconds: number) =>
    db.admin.query(
      `insert into cv_downloads (user_agent, referrer, created_at)
       select 'seeded', 'direct', now() - make_interval(secs => $1) from generate_series(1, $2)`,
      [ageSeconds, limits.overall],
    );

  it("refuses every client once the hour holds the ceiling, until the oldest is an hour old", async () => {
    await fillHour(limits.overallWindowS / 2);
    const refused = await recordFrom("192.0.2.99");
    expect(refused.recorded).toBe(false);
    const wait = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(wait).toBeGreaterThan(limits.overallWindowS / 2 - 5);
    expect(wait).toBeLessThanOrEqual(limits.overallWindowS / 2);
    expect(await db.count("seeded")).toBe(await db.count());
  });

  it("counts only the last hour", async () => {
    await fillHour(limits.overallWindowS + 1);
    await expect(recordFrom("192.0.2.99")).resolves.toEqual({ recorded: true });
  });
});

describe("two calls at the same moment", () => {
  const RECORD = "select record_cv_download('203.0.113.7', 'race-agent', 'direct') as outcome";
  const connectAsAnon = async () => {
    const client = new pg.Client({ connectionString: db.url, options: `-c role=${API_ROLE}` });
    await client.connect();
    return client;
  };
  const isWaitingForLock = async (pid: number) => {
    const { rows } = await db.admin.query("select wait_event_type from pg_stat_activity where pid = $1", [pid]);
    return rows[0]?.wait_event_type === "Lock";
  };

  it("never both see room for one more: the second waits for the first to commit", async () => {
    await recordTimes("203.0.113.7", limits.perClient - 1);
    const [first, second] = [await connectAsAnon(), await connectAsAnon()];
    try {
      const { rows } = await second.query<{ pid: number }>("select pg_backend_pid() as pid");
      await first.query("begin");
      expect((await first.query(RECORD)).rows).toEqual([{ outcome: { recorded: true } }]);
      const secondCall = second.query(RECORD);
      for (let waited = 0; !(await isWaitingForLock(rows[0]!.pid)) && waited < 2000; waited += 20) await sleep(20);
      await first.query("commit");
      const { rows: outcome } = await secondCall;
      expect(outcome[0].outcome).toMatchObject({ recorded: false });
      expect(await db.count()).toBe(limits.perClient);
    } finally {
      await first.end();
      await second.end();
    }
  });
});

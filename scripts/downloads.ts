/**
 * `npm run downloads`: the CV downloads per day for the last 30 days, per
 * referrer origin, and the totals, read from the database in SUPABASE_DB_URL
 * (the local backend's when unset), in one read-only transaction.
 *
 *   npm run downloads [-- --json] [-- --time-zone Europe/Vienna]
 *
 * Days are calendar days in the given time zone, by default this machine's.
 */
import { parseArgs } from "node:util";
import pg from "pg";
import {
  type DayCount,
  type DownloadCounts,
  REPORT_DAYS,
  type ReferrerCount,
  buildReport,
  databaseUrlProblem,
  formatReport,
  timeZoneProblem,
  withoutPassword,
} from "./downloads-report";
import { LOCAL_DATABASE_URL } from "./local-backend/local-defaults";

export const DATABASE_URL_VAR = "SUPABASE_DB_URL";
/**
 * How long connecting and each query may take: a server that accepts the
 * connection and then never answers would otherwise keep the command
 * waiting for good.
 */
const DATABASE_TIMEOUT_MS = 10_000;

/** Rows created from the first moment of the first day of the period, in the time zone. */
const SINCE = "((now() at time zone $1)::date - ($2::int - 1))::timestamp at time zone $1";

async function readCounts(client: pg.Client, timeZone: string): Promise<DownloadCounts> {
  const period = [timeZone, REPORT_DAYS];
  await client.query("begin transaction read only");
  try {
    const today = await client.query<{ today: string }>(
      "select to_char((now() at time zone $1)::date, 'YYYY-MM-DD') as today",
      [timeZone],
    );
    const perDay = await client.query<DayCount>(
      `select to_char((created_at at time zone $1)::date, 'YYYY-MM-DD') as day, count(*)::int as downloads
       from public.cv_downloads where created_at >= ${SINCE} group by 1`,
      period,
    );
    const perReferrer = await client.query<ReferrerCount>(
      `select referrer, count(*)::int as downloads
       from public.cv_downloads where created_at >= ${SINCE} group by 1`,
      period,
    );
    const allTime = await client.query<{ count: number }>("select count(*)::int as count from public.cv_downloads");
    return {
      timeZone,
      today: today.rows[0]!.today,
      perDay: perDay.rows,
      perReferrer: perReferrer.rows,
      allTime: allTime.rows[0]!.count,
    };
  } finally {
    await client.query("rollback");
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      json: { type: "boolean", default: false },
      "time-zone": { type: "string", default: Intl.DateTimeFormat().resolvedOptions().timeZone },
    },
  });
  const timeZone = values["time-zone"]!;
  const fromEnv = process.env[DATABASE_URL_VAR]?.trim();
  const databaseUrl = fromEnv || LOCAL_DATABASE_URL;
  const urlProblem = databaseUrlProblem(databaseUrl);
  if (urlProblem) throw new Error(`${DATABASE_URL_VAR} ${urlProblem}`);
  const zoneProblem = timeZoneProblem(timeZone);
  if (zoneProblem) throw new Error(zoneProblem);

  const client = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: DATABASE_TIMEOUT_MS,
    query_timeout: DATABASE_TIMEOUT_MS,
  });
  const failed = (error: unknown, hint: string) =>
    new Error(
      `Could not read the downloads from ${withoutPassword(databaseUrl)}: ${(error as Error).message}\n${hint}`,
    );
  let counts: DownloadCounts;
  try {
    try {
      await client.connect();
    } catch (error) {
      throw failed(
        error,
        fromEnv
          ? `Check ${DATABASE_URL_VAR}.`
          : `Start the local backend with npm run backend, or set ${DATABASE_URL_VAR} to your project's connection string.`,
      );
    }
    try {
      counts = await readCounts(client, timeZone);
    } catch (error) {
      throw failed(error, "Connected, but reading failed; check that the migrations are applied (supabase db push).");
    }
  } finally {
    await client.end().catch(() => undefined);
  }
  const report = buildReport(counts);
  console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

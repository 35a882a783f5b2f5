/**
 * The owner's view of the CV downloads (`npm run downloads`): per day for the
 * last REPORT_DAYS days, per referrer origin, and the totals. Pure: the
 * counts come from scripts/downloads.ts, which reads them from PostgreSQL.
 */

export const REPORT_DAYS = 30;
/** Referrers listed by name in the table; the rest are summed up in one line (--json lists all). */
export const REFERRER_ROWS = 20;

export interface DayCount {
  /** YYYY-MM-DD in the report's time zone. */
  day: string;
  downloads: number;
}

export interface ReferrerCount {
  referrer: string;
  downloads: number;
}

/** What the database answers: only days with downloads, and today's date. */
export interface DownloadCounts {
  timeZone: string;
  today: string;
  perDay: DayCount[];
  perReferrer: ReferrerCount[];
  allTime: number;
}

export interface DownloadsReport {
  timeZone: string;
  /** Every day of the period, oldest first, days without downloads included. */
  days: DayCount[];
  /** Over the same days, most downloads first. */
  referrers: ReferrerCount[];
  /** Over the same days. */
  total: number;
  /** Every row still kept. */
  allTime: number;
}

const MS_PER_DAY = 24 * 60 * 60 * 1000;

/** The REPORT_DAYS calendar days ending with `today`, oldest first. */
export function reportDays(today: string): string[] {
  const last = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: REPORT_DAYS }, (_, i) =>
    new Date(last - (REPORT_DAYS - 1 - i) * MS_PER_DAY).toISOString().slice(0, 10),
  );
}

export function buildReport({ timeZone, today, perDay, perReferrer, allTime }: DownloadCounts): DownloadsReport {
  const counted = new Map(perDay.map(({ day, downloads }) => [day, downloads]));
  const days = reportDays(today).map((day) => ({ day, downloads: counted.get(day) ?? 0 }));
  const referrers = [...perReferrer].sort((a, b) => b.downloads - a.downloads || a.referrer.localeCompare(b.referrer));
  const total = days.reduce((sum, { downloads }) => sum + downloads, 0);
  return { timeZone, days, referrers, total, allTime };
}

/** Two columns, the label left-aligned and the number right-aligned. */
function table(heading: [string, string], rows: [string, number][]): string {
  const cells = rows.map(([label, value]) => [label, String(value)] as const);
  const labelWidth = Math.max(heading[0].length, ...cells.map(([label]) => label.length));
  const valueWidth = Math.max(heading[1].length, ...cells.map(([, value]) => value.length));
  const line = (label: string, value: string) => `${label.padEnd(labelWidth)}  ${value.padStart(valueWidth)}`;
  return [line(...heading), ...cells.map(([label, value]) => line(label, value))].join("\n");
}

/** The top referrers, then one line for the others, so a flood of odd origins cannot bury the report. */
function referrerRows(referrers: readonly ReferrerCount[]): [string, number][] {
  const rows: [string, number][] = referrers
    .slice(0, REFERRER_ROWS)
    .map(({ referrer, downloads }) => [referrer, downloads]);
  const rest = referrers.slice(REFERRER_ROWS);
  if (rest.length === 0) return rows;
  const others = rest.reduce((sum, { downloads }) => sum + downloads, 0);
  return [...rows, [`${rest.length} other referrers (--json lists them)`, others]];
}

export function formatReport(report: DownloadsReport): string {
  const first = report.days[0]?.day;
  const last = report.days.at(-1)?.day;
  const referrers = referrerRows(report.referrers);
  return [
    `CV downloads, last ${REPORT_DAYS} days (${first} to ${last}, ${report.timeZone})`,
    table(
      ["Day", "Downloads"],
      report.days.map(({ day, downloads }) => [day, downloads]),
    ),
    referrers.length > 0 ? table(["Referrer", "Downloads"], referrers) : "No referrers: no downloads in these days.",
    table(
      ["Total", "Downloads"],
      [
        [`last ${REPORT_DAYS} days`, report.total],
        ["all rows kept", report.allTime],
      ],
    ),
  ].join("\n\n");
}

/** A database URL fit to print: the password replaced. */
export function withoutPassword(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "(a value that is not a URL)";
  }
}

/** Why a SUPABASE_DB_URL cannot be a connection string, or undefined; the value itself is never repeated. */
export function databaseUrlProblem(databaseUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return "is not a URL; copy the connection string (postgresql://…) from the dashboard's Connect dialog";
  }
  if (url.protocol !== "postgresql:" && url.protocol !== "postgres:") {
    return `must start with postgresql:// (found "${url.protocol}//…")`;
  }
  if (!url.hostname) return "names no host; copy the whole connection string";
  return undefined;
}

/** Whether the time zone is an IANA name this machine knows, such as Europe/Vienna. */
export function timeZoneProblem(timeZone: string): string | undefined {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return undefined;
  } catch {
    return `--time-zone "${timeZone}" is not a known time zone; use a name such as Europe/Vienna or UTC`;
  }
}

/**
 * The one thing the handler needs from a database: record a download through
 * the database function public.record_cv_download, which applies the limits.
 * The Edge Function calls it through supabase-js (index.ts), the local
 * backend through `pg` (scripts/local-backend/pg-store.ts), both as the anon
 * role; both use toRecordArgs and parseRecordOutcome.
 */
import type { CvDownload } from "./validate.ts";

export const RECORD_FUNCTION = "record_cv_download";

/** The function's arguments, by name, as PostgREST passes them. */
export interface RecordArgs {
  client: string;
  user_agent: string;
  referrer: string;
  reported_at: string | null;
}

export type RecordOutcome = { recorded: true } | { recorded: false; retryAfterSeconds: number };

export interface Store {
  /** Records one normalised download for `client` unless a limit is reached; rejects when the database fails. */
  recordCvDownload(download: CvDownload, client: string): Promise<RecordOutcome>;
}

export const toRecordArgs = ({ userAgent, referrer, reportedAt }: CvDownload, client: string): RecordArgs => ({
  client,
  user_agent: userAgent,
  referrer,
  reported_at: reportedAt,
});

/** Reads the function's JSON answer; anything else is a database fault, not a refusal. */
export function parseRecordOutcome(value: unknown): RecordOutcome {
  const answer = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  if (answer.recorded === true) return { recorded: true };
  const seconds = answer.retry_after_seconds;
  if (answer.recorded === false && typeof seconds === "number" && Number.isInteger(seconds) && seconds > 0) {
    return { recorded: false, retryAfterSeconds: seconds };
  }
  throw new Error(`${RECORD_FUNCTION} answered ${JSON.stringify(value)}`);
}

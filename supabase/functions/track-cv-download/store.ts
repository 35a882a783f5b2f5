/**
 * The one thing the handler needs from a database, and the row it writes.
 * The Edge Function stores through supabase-js (index.ts), the local backend
 * through `pg` (scripts/local-backend/pg-store.ts); both use toRow.
 */
import type { CvDownload } from "./validate.ts";

export const CV_DOWNLOADS_TABLE = "cv_downloads";

export interface CvDownloadRow {
  user_agent: string;
  referrer: string;
  reported_at: string | null;
}

export interface Store {
  /** Persists one normalised download; rejects when the database does. */
  insertCvDownload(download: CvDownload): Promise<void>;
}

export const toRow = ({ userAgent, referrer, reportedAt }: CvDownload): CvDownloadRow => ({
  user_agent: userAgent,
  referrer,
  reported_at: reportedAt,
});

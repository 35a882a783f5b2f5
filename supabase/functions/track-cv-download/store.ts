/**
 * The one thing the handler needs from a database, and the row it writes.
 * The Edge Function stores through supabase-js (index.ts), the local backend
 * through `pg` (scripts/local-backend/pg-store.ts); both use toRow.
 */
import type { CvDownload } from "./validate.ts";

export const CV_DOWNLOADS_TABLE = "cv_downloads";

export interface CvDownloadRow {
  downloaded_at: string;
  user_agent: string;
  referrer: string;
}

export interface Store {
  /** Persists one validated download; rejects when the database does. */
  insertCvDownload(download: CvDownload): Promise<void>;
}

export const toRow = ({ downloadedAt, userAgent, referrer }: CvDownload): CvDownloadRow => ({
  downloaded_at: downloadedAt,
  user_agent: userAgent,
  referrer,
});

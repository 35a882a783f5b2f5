/**
 * The local backend's Store: `pg` connections that act as service_role, the
 * role the Edge Function writes as on Supabase, so the migration's grants are
 * exercised for real rather than bypassed by the superuser.
 */
import pg from "pg";
import { CV_DOWNLOADS_TABLE, type Store, toRow } from "../../supabase/functions/track-cv-download/store";

export const SERVICE_ROLE = "service_role";
/** Enough to keep 200 concurrent requests flowing without exhausting max_connections (100). */
const POOL_SIZE = 10;

export interface PgStore extends Store {
  close(): Promise<void>;
}

export function createPgStore(databaseUrl: string, logError = console.error): PgStore {
  const pool = new pg.Pool({ connectionString: databaseUrl, options: `-c role=${SERVICE_ROLE}`, max: POOL_SIZE });
  // An idle connection dropped by the server must not crash the process.
  pool.on("error", (error) => logError("local backend: idle database connection failed", error));
  return {
    async insertCvDownload(download) {
      const row = toRow(download);
      await pool.query(
        `insert into public.${CV_DOWNLOADS_TABLE} (user_agent, referrer, reported_at) values ($1, $2, $3)`,
        [row.user_agent, row.referrer, row.reported_at],
      );
    },
    close: () => pool.end(),
  };
}

/**
 * The local backend's Store: `pg` connections that act as anon, the role
 * PostgREST uses for the public key the Edge Function calls with on Supabase,
 * so the migrations' grants are exercised for real rather than bypassed by
 * the superuser.
 */
import pg from "pg";
import {
  RECORD_FUNCTION,
  type Store,
  parseRecordOutcome,
  toRecordArgs,
} from "../../supabase/functions/track-cv-download/store";

export const API_ROLE = "anon";
/** Enough to keep 1000 concurrent requests flowing without exhausting max_connections (100). */
const POOL_SIZE = 10;
/**
 * How long a request waits for a connection (or a free place in the pool) and
 * for an answer. A stopped server would otherwise hold every request open for
 * good; after this it gets the function's 500.
 */
export const DATABASE_TIMEOUT_MS = 10_000;

export interface PgStore extends Store {
  close(): Promise<void>;
}

/** A pool whose every connection is `role` from the start, as PostgREST's would be. */
export function createRolePool(
  databaseUrl: string,
  role: string,
  logError = console.error,
  timeoutMs = DATABASE_TIMEOUT_MS,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    options: `-c role=${role}`,
    max: POOL_SIZE,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  // An idle connection dropped by the server must not crash the process.
  pool.on("error", (error) => logError("local backend: idle database connection failed", error));
  return pool;
}

/** Calls public.<name> with named arguments, as PostgREST's /rest/v1/rpc/<name> does; returns its value. */
export async function callFunction(pool: pg.Pool, name: string, args: Record<string, unknown>): Promise<unknown> {
  const names = Object.keys(args);
  for (const arg of [name, ...names]) {
    if (!/^[a-z_][a-z0-9_]*$/.test(arg)) throw new Error(`not a plain SQL name: ${arg}`);
  }
  const named = names.map((arg, i) => `${arg} => $${i + 1}`).join(", ");
  const { rows } = await pool.query(`select public.${name}(${named}) as result`, Object.values(args));
  return rows[0]?.result;
}

export function createPgStore(databaseUrl: string, logError = console.error, timeoutMs?: number): PgStore {
  const pool = createRolePool(databaseUrl, API_ROLE, logError, timeoutMs);
  return {
    async recordCvDownload(download, client) {
      const args = toRecordArgs(download, client);
      return parseRecordOutcome(await callFunction(pool, RECORD_FUNCTION, { ...args }));
    },
    close: () => pool.end(),
  };
}

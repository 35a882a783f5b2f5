/** A fresh, migrated database per test file on the server of test-server.ts. */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { MIGRATIONS_DIR, applyMigrations, withClient } from "./migrations";
import { TEST_SERVER_URL_ENV } from "./test-server";

export interface StoredDownload {
  created_at: Date;
  reported_at: Date | null;
  user_agent: string;
  referrer: string;
}

/** The limits record_cv_download applies, as the migration declares them. */
export interface DownloadLimits {
  perClient: number;
  perClientWindowS: number;
  overall: number;
  overallWindowS: number;
}

export interface TestDatabase {
  url: string;
  /** Superuser connections, to look at the table behind the API roles' backs. */
  admin: pg.Pool;
  rows(userAgent?: string): Promise<StoredDownload[]>;
  count(userAgentPrefix?: string): Promise<number>;
  limits(): Promise<DownloadLimits>;
  /** How many recent downloads the limits count against this client address. */
  countedFor(client: string): Promise<number>;
  /** Forgets every download and every client, as if no one had called yet. */
  reset(): Promise<void>;
  /** Disconnects; the database goes with the throwaway server. */
  close(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Run before any migration, e.g. to stand in for an extension. */
  beforeMigrations?: string;
  /** Apply migrations only up to this version; the test applies the rest. */
  migrateThrough?: string;
}

export async function createTestDatabase({
  beforeMigrations,
  migrateThrough,
}: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env[TEST_SERVER_URL_ENV];
  if (!serverUrl) throw new Error(`${TEST_SERVER_URL_ENV} is unset: run these tests with npm run test:backend`);
  const name = `cv_test_${randomUUID().replaceAll("-", "")}`;
  await withClient(serverUrl, (server) => server.query(`create database ${name}`));
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  if (beforeMigrations) await withClient(url, (client) => client.query(beforeMigrations));
  await applyMigrations(url, MIGRATIONS_DIR, migrateThrough);
  const admin = new pg.Pool({ connectionString: url, max: 4 });

  return {
    url,
    admin,
    async rows(userAgent) {
      const filter = userAgent === undefined ? "" : "where user_agent = $1";
      const result = await admin.query<StoredDownload>(
        `select created_at, reported_at, user_agent, referrer from cv_downloads ${filter} order by created_at`,
        userAgent === undefined ? [] : [userAgent],
      );
      return result.rows;
    },
    async count(userAgentPrefix = "") {
      const result = await admin.query<{ count: string }>(
        "select count(*) from cv_downloads where starts_with(user_agent, $1)",
        [userAgentPrefix],
      );
      return Number(result.rows[0]?.count);
    },
    async limits() {
      const { rows } = await admin.query<DownloadLimits>(
        `select per_client as "perClient", extract(epoch from per_client_window)::int as "perClientWindowS",
                overall, extract(epoch from overall_window)::int as "overallWindowS"
         from private.cv_download_limits()`,
      );
      return rows[0]!;
    },
    async countedFor(client) {
      const { rows } = await admin.query<{ count: number }>(
        `select count(*)::int as count from private.cv_download_clients c, private.cv_download_salt s
         where c.client_hash = sha256(s.salt || convert_to($1, 'UTF8'))`,
        [client],
      );
      return rows[0]!.count;
    },
    async reset() {
      await admin.query("truncate cv_downloads, private.cv_download_clients");
    },
    async close() {
      await admin.end();
    },
  };
}

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

export interface TestDatabase {
  url: string;
  /** Superuser connections, to look at the table behind the API roles' backs. */
  admin: pg.Pool;
  rows(userAgent?: string): Promise<StoredDownload[]>;
  count(userAgentPrefix?: string): Promise<number>;
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
    async close() {
      await admin.end();
    },
  };
}

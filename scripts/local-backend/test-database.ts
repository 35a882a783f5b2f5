/** A fresh, migrated database per test file on the server of test-server.ts. */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { applyMigrations } from "./migrations";
import { TEST_SERVER_URL_ENV } from "./test-server";

export interface StoredDownload {
  downloaded_at: Date;
  created_at: Date;
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

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env[TEST_SERVER_URL_ENV];
  if (!serverUrl) throw new Error(`${TEST_SERVER_URL_ENV} is unset: run these tests with npm run test:backend`);
  const name = `cv_test_${randomUUID().replaceAll("-", "")}`;
  const server = new pg.Client({ connectionString: serverUrl });
  await server.connect();
  await server.query(`create database ${name}`);
  await server.end();
  const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  await applyMigrations(url);
  const admin = new pg.Pool({ connectionString: url, max: 4 });

  return {
    url,
    admin,
    async rows(userAgent) {
      const filter = userAgent === undefined ? "" : "where user_agent = $1";
      const result = await admin.query<StoredDownload>(
        `select downloaded_at, created_at, user_agent, referrer from cv_downloads ${filter} order by created_at`,
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

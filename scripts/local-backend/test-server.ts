/**
 * Jest globalSetup/globalTeardown of jest.backend.config.ts: one throwaway
 * PostgreSQL server for the whole run; each test file takes a database of
 * its own from test-database.ts. Stopped in teardown and, should Jest die
 * first, by startPostgres's exit hook.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../free-port.mjs";
import { createSupabaseRoles } from "./migrations";
import { type PostgresServer, startPostgres } from "./postgres";

export const TEST_SERVER_URL_ENV = "CV_BACKEND_TEST_SERVER_URL";
const holder = globalThis as { cvBackendTestServer?: PostgresServer };

export async function setup(): Promise<void> {
  const server = await startPostgres({
    baseDir: mkdtempSync(join(tmpdir(), "cv-backend-test-")),
    port: await freePort(),
    password: randomUUID(),
    ephemeral: true,
  });
  holder.cvBackendTestServer = server;
  await createSupabaseRoles(server.url);
  // Jest starts its workers after globalSetup, so they inherit this.
  process.env[TEST_SERVER_URL_ENV] = server.url;
}

export async function teardown(): Promise<void> {
  await holder.cvBackendTestServer?.stop();
}

/**
 * `npm run backend`: the whole CV-download backend on this machine.
 * PostgreSQL on 127.0.0.1:54322 with the migrations applied, and the
 * track-cv-download function at http://127.0.0.1:54321/functions/v1/ (the
 * Supabase CLI's local ports), so a build made with
 * GATSBY_SUPABASE_URL=http://127.0.0.1:54321 records downloads here.
 *
 *   npm run backend [-- --api-port 54321 --db-port 54322 --data-dir .cache-backend --ephemeral]
 *
 * Data persists in .cache-backend/ unless --ephemeral. Stop with Ctrl+C.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { startLocalBackend } from "./local-backend";
import { LOCAL_API_PORT, LOCAL_DB_PASSWORD, LOCAL_DB_PORT } from "./local-defaults";
import { applyMigrations, createSupabaseRoles } from "./migrations";
import { startPostgres } from "./postgres";

export const READY_MESSAGE = "Local backend ready";

const { values } = parseArgs({
  options: {
    "api-port": { type: "string", default: String(LOCAL_API_PORT) },
    "db-port": { type: "string", default: String(LOCAL_DB_PORT) },
    "data-dir": { type: "string", default: ".cache-backend" },
    ephemeral: { type: "boolean", default: false },
  },
});

async function main() {
  const ephemeral = values.ephemeral ?? false;
  const baseDir = ephemeral ? mkdtempSync(join(tmpdir(), "cv-backend-")) : resolve(values["data-dir"]!);
  const database = await startPostgres({
    baseDir,
    port: Number(values["db-port"]),
    password: LOCAL_DB_PASSWORD,
    ephemeral,
  });
  let backend: Awaited<ReturnType<typeof startLocalBackend>> | undefined;
  const shutdown = async () => {
    await backend?.close();
    await database.stop();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);

  try {
    await createSupabaseRoles(database.url);
    const applied = await applyMigrations(database.url);
    for (const file of applied) console.log(`Applied migration ${file}`);
    backend = await startLocalBackend({
      databaseUrl: database.url,
      port: Number(values["api-port"]),
      allowedOrigin: process.env.ALLOWED_ORIGIN,
    });
  } catch (error) {
    console.error(error);
    await database.stop();
    process.exit(1);
  }
  console.log(`${READY_MESSAGE}:
  functions  ${backend.functionUrl}
  database   ${database.url}
  build with GATSBY_SUPABASE_URL=${backend.url} GATSBY_SUPABASE_ANON_KEY=<any value>`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

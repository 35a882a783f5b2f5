/**
 * Makes a plain PostgreSQL database look like a Supabase one where it matters
 * to our migrations (the API roles and their default privileges), then
 * applies supabase/migrations/*.sql once each, in order, like `supabase db push`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";

export const MIGRATIONS_DIR = join(__dirname, "..", "..", "supabase", "migrations");

/**
 * The roles PostgREST switches to on Supabase. Cluster-wide, so created once
 * per server; service_role bypasses row-level security as it does there.
 */
const SUPABASE_ROLES_SQL = `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end $$;`;

/**
 * Per database: Supabase grants every new table in public to all API roles
 * by default, so a migration that forgets to revoke is caught here too.
 */
const SUPABASE_DEFAULTS_SQL = `
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (version text primary key, name text not null);`;

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const createSupabaseRoles = (serverUrl: string) =>
  withClient(serverUrl, async (client) => void (await client.query(SUPABASE_ROLES_SQL)));

/**
 * Applies pending migrations, up to and including version `through` when
 * given; returns the file names applied now.
 */
export function applyMigrations(databaseUrl: string, dir = MIGRATIONS_DIR, through?: string): Promise<string[]> {
  return withClient(databaseUrl, async (client) => {
    await client.query(SUPABASE_DEFAULTS_SQL);
    const { rows } = await client.query<{ version: string }>(
      "select version from supabase_migrations.schema_migrations",
    );
    const done = new Set(rows.map((row) => row.version));
    const applied: string[] = [];
    for (const file of readdirSync(dir)
      .filter((name) => name.endsWith(".sql"))
      .sort()) {
      const [version = file] = file.split("_");
      if (done.has(version)) continue;
      if (through !== undefined && version > through) break;
      await client.query("begin");
      try {
        await client.query(readFileSync(join(dir, file), "utf8"));
        await client.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [
          version,
          file,
        ]);
        await client.query("commit");
      } catch (error) {
        await client.query("rollback");
        throw new Error(`migration ${file} failed: ${(error as Error).message}`);
      }
      applied.push(file);
    }
    return applied;
  });
}

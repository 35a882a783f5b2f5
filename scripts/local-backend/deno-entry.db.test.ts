/**
 * The Deno entry of the Edge Function, from the npm `deno` package: it
 * type-checks, and when run it stores a download through supabase-js. A
 * minimal stand-in for Supabase's REST API (PostgREST) receives supabase-js's
 * insert and performs it as service_role, as PostgREST does with that key.
 */
import { execFile } from "node:child_process";
import { type IncomingMessage, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";
import { type PgStore, createPgStore } from "./pg-store";
import { type TestDatabase, createTestDatabase } from "./test-database";

const run = promisify(execFile);
const ROOT = join(__dirname, "..", "..");
const DENO = join(ROOT, "node_modules", ".bin", "deno");
const ENTRY = "supabase/functions/track-cv-download/index.ts";
const PROBE = "scripts/local-backend/deno-entry-probe.deno.ts";
const SERVICE_KEY = "test-service-role-key";
// Resolve npm: specifiers from node_modules, so this works offline.
const DENO_FLAGS = ["--node-modules-dir=manual", "--quiet"];

let db: TestDatabase;
let store: PgStore;
let restApi: Server;
let restUrl: string;
const restCalls: { path: string; apikey?: string; authorization?: string; body: unknown }[] = [];

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

beforeAll(async () => {
  db = await createTestDatabase();
  store = createPgStore(db.url);
  restApi = createServer(async (req, res) => {
    const body = await readJson(req);
    restCalls.push({
      path: req.url ?? "",
      apikey: req.headers.apikey as string,
      authorization: req.headers.authorization,
      body,
    });
    const row = body as { user_agent: string; referrer: string; reported_at: string | null };
    await store.insertCvDownload({ userAgent: row.user_agent, referrer: row.referrer, reportedAt: row.reported_at });
    res.writeHead(201).end();
  });
  await new Promise<void>((resolve) => restApi.listen(0, "127.0.0.1", resolve));
  restUrl = `http://127.0.0.1:${(restApi.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => restApi.close(resolve));
  await store.close();
  await db.close();
});

async function invokeEntry(request: { method: string; headers: Record<string, string>; body?: string }) {
  const { stdout } = await run(
    DENO,
    ["run", ...DENO_FLAGS, "--allow-env", `--allow-net=${new URL(restUrl).host}`, PROBE, JSON.stringify(request)],
    { cwd: ROOT, env: { ...process.env, SUPABASE_URL: restUrl, SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY } },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as { status: number; body: string };
}

describe("the Deno entry", () => {
  it("type-checks with deno check", async () => {
    await expect(run(DENO, ["check", ...DENO_FLAGS, ENTRY], { cwd: ROOT })).resolves.toBeDefined();
  });

  it("stores a valid download through supabase-js with the service-role key", async () => {
    const sent = { timestamp: new Date().toISOString(), userAgent: "deno-entry-agent", referrer: "direct" };
    const result = await invokeEntry({
      method: "POST",
      headers: { "content-type": "application/json", apikey: "anon", authorization: "Bearer anon" },
      body: JSON.stringify(sent),
    });
    expect(result).toEqual({ status: 201, body: JSON.stringify({ ok: true }) });
    expect(restCalls).toEqual([
      {
        path: "/rest/v1/cv_downloads",
        apikey: SERVICE_KEY,
        authorization: `Bearer ${SERVICE_KEY}`,
        body: { user_agent: sent.userAgent, referrer: "direct", reported_at: sent.timestamp },
      },
    ]);
    expect(await db.count("deno-entry-agent")).toBe(1);
  });

  it("rejects an invalid body without calling the database", async () => {
    restCalls.length = 0;
    const result = await invokeEntry({ method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(result.status).toBe(400);
    expect(restCalls).toEqual([]);
  });
});

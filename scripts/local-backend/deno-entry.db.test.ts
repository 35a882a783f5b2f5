/**
 * The Deno entry of the Edge Function, from the npm `deno` package: it
 * type-checks, and when run it records a download through supabase-js. A
 * minimal stand-in for Supabase's REST API (PostgREST) receives supabase-js's
 * call of /rest/v1/rpc/<function> and runs that function with the same named
 * arguments as anon, as PostgREST does with the public key.
 */
import { execFile } from "node:child_process";
import { type IncomingMessage, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";
import type pg from "pg";
import { API_ROLE, callFunction, createRolePool } from "./pg-store";
import { type TestDatabase, createTestDatabase } from "./test-database";

const run = promisify(execFile);
const ROOT = join(__dirname, "..", "..");
const DENO = join(ROOT, "node_modules", ".bin", "deno");
const FUNCTION_DIR = "supabase/functions/track-cv-download";
const ENTRY = `${FUNCTION_DIR}/index.ts`;
const PROBE = "scripts/local-backend/deno-entry-probe.deno.ts";
const ANON_KEY = "test-anon-key";
const SERVICE_KEY = "test-service-role-key";
const RPC_PREFIX = "/rest/v1/rpc/";
// As deployed: the function's own import map, and npm packages from the
// registry (Deno's cache) checked against deno.lock, which must be current.
const DENO_FLAGS = ["--config", `${FUNCTION_DIR}/deno.json`, "--frozen", "--node-modules-dir=none", "--quiet"];

let db: TestDatabase;
let anon: pg.Pool;
let restApi: Server;
let restUrl: string;
/** What the site's supabase-js sends, with the site's own (public) key. */
const SITE_HEADERS = { "content-type": "application/json", apikey: "site-key", authorization: "Bearer site-key" };
const restCalls: { path: string; apikey?: string; authorization?: string; body: unknown }[] = [];

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

beforeAll(async () => {
  db = await createTestDatabase();
  anon = createRolePool(db.url, API_ROLE);
  restApi = createServer(async (req, res) => {
    const path = req.url ?? "";
    const body = await readJson(req);
    restCalls.push({ path, apikey: req.headers.apikey as string, authorization: req.headers.authorization, body });
    try {
      if (!path.startsWith(RPC_PREFIX)) throw new Error(`no such path: ${path}`);
      const result = await callFunction(anon, path.slice(RPC_PREFIX.length), body as Record<string, unknown>);
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(result));
    } catch (error) {
      const { code, message } = error as { code?: string; message: string };
      res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ code, message }));
    }
  });
  await new Promise<void>((resolve) => restApi.listen(0, "127.0.0.1", resolve));
  restUrl = `http://127.0.0.1:${(restApi.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => restApi.close(resolve));
  await anon.end();
  await db.close();
});

async function invokeEntry(
  request: { method: string; headers: Record<string, string>; body?: string },
  settings: Record<string, string> = {},
) {
  const { stdout } = await run(
    DENO,
    ["run", ...DENO_FLAGS, "--allow-env", `--allow-net=${new URL(restUrl).host}`, PROBE, JSON.stringify(request)],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        SUPABASE_URL: restUrl,
        SUPABASE_ANON_KEY: ANON_KEY,
        // Supabase hands every function its secret keys too; the entry must leave them alone.
        SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
        SUPABASE_SECRET_KEYS: JSON.stringify({ default: SERVICE_KEY }),
        ...settings,
      },
    },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as {
    status: number;
    headers: Record<string, string>;
    body: string;
  };
}

describe("the Deno entry", () => {
  it("type-checks with deno check", async () => {
    await expect(run(DENO, ["check", ...DENO_FLAGS, ENTRY], { cwd: ROOT })).resolves.toBeDefined();
  });

  it("records a download through record_cv_download with the public key", async () => {
    const sent = { timestamp: new Date().toISOString(), userAgent: "deno-entry-agent", referrer: "direct" };
    const result = await invokeEntry({
      method: "POST",
      headers: { ...SITE_HEADERS, "x-forwarded-for": "203.0.113.7, 10.0.0.1" },
      body: JSON.stringify(sent),
    });
    expect(result).toMatchObject({ status: 201, body: JSON.stringify({ ok: true }) });
    expect(restCalls).toEqual([
      {
        path: "/rest/v1/rpc/record_cv_download",
        apikey: ANON_KEY,
        authorization: `Bearer ${ANON_KEY}`,
        body: { client: "203.0.113.7", user_agent: sent.userAgent, referrer: "direct", reported_at: sent.timestamp },
      },
    ]);
    expect(await db.count("deno-entry-agent")).toBe(1);
  });

  it("records a referrer with a raw control character, which Deno's URL parser keeps, as unknown", async () => {
    const sent = { timestamp: new Date().toISOString(), userAgent: "deno-control-agent", referrer: "x://\u0001/" };
    const result = await invokeEntry({ method: "POST", headers: SITE_HEADERS, body: JSON.stringify(sent) });
    expect(result).toMatchObject({ status: 201 });
    const { rows } = await db.admin.query("select referrer from cv_downloads where user_agent = $1", [sent.userAgent]);
    expect(rows).toEqual([{ referrer: "unknown" }]);
  });

  it("answers 429 with Retry-After when the database function refuses", async () => {
    const { perClient } = await db.limits();
    const sent = { timestamp: new Date().toISOString(), userAgent: "deno-limit-agent", referrer: "direct" };
    await db.admin.query("select record_cv_download('198.51.100.9', 'seeded', 'direct') from generate_series(1, $1)", [
      perClient,
    ]);
    const result = await invokeEntry({
      method: "POST",
      headers: { ...SITE_HEADERS, "x-forwarded-for": "198.51.100.9" },
      body: JSON.stringify(sent),
    });
    expect(result).toMatchObject({ status: 429, headers: { "retry-after": expect.stringMatching(/^[1-9]\d*$/) } });
    expect(await db.count("deno-limit-agent")).toBe(0);
  });

  it("rejects an invalid body without calling the database", async () => {
    restCalls.length = 0;
    const result = await invokeEntry({ method: "POST", headers: SITE_HEADERS, body: "{}" });
    expect(result.status).toBe(400);
    expect(restCalls).toEqual([]);
  });

  it("will not start with a malformed ALLOWED_ORIGIN, and says which value is wrong", async () => {
    const request = { method: "POST", headers: SITE_HEADERS, body: "{}" };
    await expect(invokeEntry(request, { ALLOWED_ORIGIN: "https://example.com,example.org" })).rejects.toMatchObject({
      stderr: expect.stringContaining(
        '"example.org" is not an origin (ALLOWED_ORIGIN="https://example.com,example.org")',
      ),
    });
  });
});

/**
 * The local backend over real HTTP on loopback, called the way the site
 * calls it: supabase-js's exact request, Chromium's preflight, supabase-js
 * itself, the limits under 1000 concurrent requests, and malformed floods.
 */
import { request as httpRequest } from "node:http";
import { createClient } from "@supabase/supabase-js";
import { ANON_KEY, SUPABASE_JS_HEADERS } from "../../supabase/functions/track-cv-download/test-fixtures";
import { BODY_LIMIT_BYTES } from "../../supabase/functions/track-cv-download/validate";
import { type LocalBackend, startLocalBackend } from "./local-backend";
import { type TestDatabase, createTestDatabase } from "./test-database";

const SITE_ORIGIN = "http://127.0.0.1:9105";
const LOAD = 1000;

let db: TestDatabase;
let backend: LocalBackend;
const logError = jest.fn();

beforeAll(async () => {
  db = await createTestDatabase();
  backend = await startLocalBackend({ databaseUrl: db.url, port: 0, logError });
});
afterAll(async () => {
  await backend.close();
  await db.close();
});

class NoRealtime {
  constructor() {
    throw new Error("realtime is not used by the CV download tracking");
  }
}

const payload = (userAgent: string) => ({ timestamp: new Date().toISOString(), userAgent, referrer: "direct" });

/** Byte for byte what supabase-js 2 sends for functions.invoke(name, { body }) from a page. */
const invokeLikeSupabaseJs = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(backend.functionUrl, {
    method: "POST",
    headers: { ...SUPABASE_JS_HEADERS, Origin: SITE_ORIGIN, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** Sends `LOAD` requests at once; counts the answers by status. */
async function flood(request: (i: number) => Promise<Response>) {
  const started = performance.now();
  const responses = await Promise.all(Array.from({ length: LOAD }, (_, i) => request(i)));
  const elapsedMs = Math.round(performance.now() - started);
  const statuses: Record<number, number> = {};
  for (const { status } of responses) statuses[status] = (statuses[status] ?? 0) + 1;
  return { responses, statuses, elapsedMs };
}

beforeEach(() => db.reset());

describe("the local backend over HTTP", () => {
  it("answers Chromium's preflight for a supabase-js call", async () => {
    const response = await fetch(backend.functionUrl, {
      method: "OPTIONS",
      headers: {
        Origin: SITE_ORIGIN,
        "Access-Control-Request-Method": "POST",
        // Chromium lists the non-safelisted headers lower-cased, sorted, comma-separated.
        "Access-Control-Request-Headers": "apikey,authorization,content-type,x-client-info",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")?.split(", ")).toContain("POST");
    const allowed = response.headers.get("access-control-allow-headers")?.split(", ");
    expect(allowed).toEqual(expect.arrayContaining(["apikey", "authorization", "content-type", "x-client-info"]));
  });

  it("records the call supabase-js makes and answers 201 { ok: true }", async () => {
    const response = await invokeLikeSupabaseJs(payload("raw-fetch-agent"));
    expect(response.status).toBe(201);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toEqual({ ok: true });
    expect(await db.count("raw-fetch-agent")).toBe(1);
  });

  it("works with supabase-js itself", async () => {
    const supabase = createClient(backend.url, ANON_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
      // Node 20 has no WebSocket and supabase-js insists on one for realtime, which this never opens.
      realtime: { transport: NoRealtime as never },
    });
    const { data, error } = await supabase.functions.invoke("track-cv-download", {
      body: payload("supabase-js-agent"),
    });
    expect(error).toBeNull();
    expect(data).toEqual({ ok: true });
    expect(await db.count("supabase-js-agent")).toBe(1);
  });

  it("passes the address that connected on in X-Forwarded-For, after any the client sent", async () => {
    expect((await invokeLikeSupabaseJs(payload("gateway-agent"))).status).toBe(201);
    const claimed = { "x-forwarded-for": "192.0.2.1" };
    expect((await invokeLikeSupabaseJs(payload("gateway-agent"), claimed)).status).toBe(201);
    expect(await db.countedFor("127.0.0.1")).toBe(1);
    expect(await db.countedFor("192.0.2.1")).toBe(1);
  });

  it("counts the bytes of a chunked upload that declares no length", async () => {
    const oversized = JSON.stringify({ ...payload("chunked-agent"), filler: "x".repeat(BODY_LIMIT_BYTES) });
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(backend.functionUrl, { method: "POST", headers: { "content-type": "application/json" } });
      req.on("response", (res) => resolve(res.statusCode ?? 0)).on("error", reject);
      // Several writes without Content-Length: Node sends Transfer-Encoding: chunked.
      for (let i = 0; i < oversized.length; i += 1000) req.write(oversized.slice(i, i + 1000));
      req.end();
    });
    expect(status).toBe(400);
    expect(await db.count("chunked-agent")).toBe(0);
  });

  it("answers other methods with 405 and other paths with 404", async () => {
    expect((await fetch(backend.functionUrl)).status).toBe(405);
    expect((await fetch(`${backend.url}/functions/v1/other`, { method: "POST" })).status).toBe(404);
    expect((await fetch(`${backend.url}/rest/v1/cv_downloads`)).status).toBe(404);
  });
});

describe(`load: ${LOAD} concurrent requests`, () => {
  afterEach(() => expect(logError).not.toHaveBeenCalled());

  it("from one address: exactly the per-client limit recorded, every other one 429 with Retry-After", async () => {
    const { perClient } = await db.limits();
    const from = { "x-forwarded-for": "203.0.113.7" };
    const { responses, statuses, elapsedMs } = await flood((i) => invokeLikeSupabaseJs(payload(`same-${i}`), from));
    const rows = await db.count();
    console.info(`${LOAD} concurrent requests, one address: ${rows} rows, ${statuses[429]} × 429, ${elapsedMs} ms`);
    expect(statuses).toEqual({ 201: perClient, 429: LOAD - perClient });
    expect(rows).toBe(perClient);
    const refused = responses.filter((response) => response.status === 429);
    expect(refused.every((response) => Number(response.headers.get("retry-after")) > 0)).toBe(true);
  });

  it(`from ${LOAD} addresses: all recorded up to the overall ceiling, every other one 429`, async () => {
    const { overall } = await db.limits();
    const recorded = Math.min(LOAD, overall);
    // 198.18.0.0/15 is set aside for benchmarks: 1000 distinct addresses, none real.
    const address = (i: number) => ({ "x-forwarded-for": `198.18.${i >> 8}.${i & 0xff}` });
    const { statuses, elapsedMs } = await flood((i) => invokeLikeSupabaseJs(payload(`many-${i}`), address(i)));
    const rows = await db.count();
    console.info(
      `${LOAD} concurrent requests, ${LOAD} addresses: ${rows} rows, ${statuses[429] ?? 0} × 429, ${elapsedMs} ms`,
    );
    expect(statuses).toEqual(recorded === LOAD ? { 201: LOAD } : { 201: recorded, 429: LOAD - recorded });
    expect(rows).toBe(recorded);
    expect(new Set((await db.rows()).map((row) => row.user_agent)).size).toBe(recorded);
  });

  it("malformed: every one 400, nothing written", async () => {
    const malformed = (i: number): unknown => {
      const kinds = [
        "{not json",
        [payload(`load-bad-${i}`)],
        { ...payload(`load-bad-${i}`), timestamp: Date.now() },
        { ...payload(`load-bad-${i}`), userAgent: null },
        { ...payload(`load-bad-${i}`), filler: "x".repeat(BODY_LIMIT_BYTES) },
      ];
      return kinds[i % kinds.length];
    };
    const { statuses, elapsedMs } = await flood((i) => invokeLikeSupabaseJs(malformed(i)));
    const rows = await db.count();
    console.info(`${LOAD} concurrent malformed requests: ${rows} rows, ${statuses[400]} × 400, ${elapsedMs} ms`);
    expect(statuses).toEqual({ 400: LOAD });
    expect(rows).toBe(0);
  });
});

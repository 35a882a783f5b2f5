/**
 * The local backend over real HTTP on loopback, called the way the site
 * calls it: supabase-js's exact request, Chromium's preflight, supabase-js
 * itself, and a bounded load test.
 */
import { request as httpRequest } from "node:http";
import { createClient } from "@supabase/supabase-js";
import { ANON_KEY, SUPABASE_JS_HEADERS } from "../../supabase/functions/track-cv-download/test-fixtures";
import { BODY_LIMIT_BYTES } from "../../supabase/functions/track-cv-download/validate";
import { type LocalBackend, startLocalBackend } from "./local-backend";
import { type TestDatabase, createTestDatabase } from "./test-database";

const SITE_ORIGIN = "http://127.0.0.1:9105";
const LOAD = 200;

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
const invokeLikeSupabaseJs = (body: unknown) =>
  fetch(backend.functionUrl, {
    method: "POST",
    headers: { ...SUPABASE_JS_HEADERS, Origin: SITE_ORIGIN },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

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
  it(`records all ${LOAD} valid ones, none lost`, async () => {
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: LOAD }, (_, i) => invokeLikeSupabaseJs(payload(`load-valid-${i}`))),
    );
    const elapsed = performance.now() - started;
    expect(responses.map((response) => response.status)).toEqual(Array(LOAD).fill(201));
    expect(await db.count("load-valid-")).toBe(LOAD);
    expect(new Set((await db.rows()).map((row) => row.user_agent)).size).toBe(await db.count());
    console.info(`${LOAD} concurrent valid requests: all 201, ${LOAD} rows, ${Math.round(elapsed)} ms`);
    expect(logError).not.toHaveBeenCalled();
  });

  it(`rejects all ${LOAD} malformed ones with 400 and writes nothing`, async () => {
    const before = await db.count();
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
    const started = performance.now();
    const responses = await Promise.all(Array.from({ length: LOAD }, (_, i) => invokeLikeSupabaseJs(malformed(i))));
    const elapsed = performance.now() - started;
    expect(responses.map((response) => response.status)).toEqual(Array(LOAD).fill(400));
    expect(await db.count()).toBe(before);
    console.info(`${LOAD} concurrent malformed requests: all 400, 0 rows, ${Math.round(elapsed)} ms`);
  });
});

/** @jest-environment node */
import { ALLOWED_HEADERS } from "./cors.ts";
import { handleTrackCvDownload, type HandlerOptions } from "./handler.ts";
import type { RecordOutcome, Store } from "./store.ts";
import { FUNCTION_URL, SUPABASE_JS_HEADERS } from "./test-fixtures.ts";
import { BODY_LIMIT_BYTES, type CvDownload } from "./validate.ts";

const VALID = { timestamp: "2026-03-10T12:00:00.000Z", userAgent: "Mozilla/5.0", referrer: "direct" };

function memoryStore(outcome: RecordOutcome = { recorded: true }): Store & { rows: CvDownload[]; clients: string[] } {
  const rows: CvDownload[] = [];
  const clients: string[] = [];
  return {
    rows,
    clients,
    recordCvDownload: async (download, client) => {
      clients.push(client);
      if (outcome.recorded) rows.push(download);
      return outcome;
    },
  };
}

type Init = Omit<RequestInit, "headers"> & { headers?: Record<string, string> };

function call(init: Init, store: Store = memoryStore(), options?: HandlerOptions) {
  const request = new Request(FUNCTION_URL, {
    method: "POST",
    ...init,
    headers: { ...SUPABASE_JS_HEADERS, ...init.headers },
    // Node's Request needs this to accept a stream as body.
    duplex: "half",
  } as RequestInit);
  return handleTrackCvDownload(request, store, options);
}

/** A body delivered in chunks, with no Content-Length, as a chunked upload arrives. */
function streamOf(text: string, chunkSize = 1000): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, (offset += chunkSize)));
    },
  });
}

describe("handleTrackCvDownload", () => {
  it("stores a valid download and answers 201 { ok: true }", async () => {
    const store = memoryStore();
    const response = await call({ body: JSON.stringify(VALID) }, store);
    expect(response.status).toBe(201);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toEqual({ ok: true });
    expect(store.rows).toEqual([{ reportedAt: VALID.timestamp, userAgent: "Mozilla/5.0", referrer: "direct" }]);
  });

  it("records a referrer holding a raw control character as unknown, which the table accepts", async () => {
    const store = memoryStore();
    const response = await call({ body: JSON.stringify({ ...VALID, referrer: "x://\u0001/" }) }, store);
    expect(response.status).toBe(201);
    expect(store.rows).toEqual([expect.objectContaining({ referrer: "unknown" })]);
  });

  it("counts the download against the first address of X-Forwarded-For", async () => {
    const store = memoryStore();
    await call({ body: JSON.stringify(VALID), headers: { "x-forwarded-for": "203.0.113.7, 10.0.0.1" } }, store);
    expect(store.clients).toEqual(["203.0.113.7"]);
  });

  it("answers 429 with Retry-After when a limit is reached, readable by the page", async () => {
    const store = memoryStore({ recorded: false, retryAfterSeconds: 37 });
    const response = await call({ body: JSON.stringify(VALID) }, store);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("37");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(store.rows).toHaveLength(0);
  });

  it("answers the CORS preflight for every header supabase-js sends, storing nothing", async () => {
    const store = memoryStore();
    const response = await call(
      {
        method: "OPTIONS",
        headers: {
          origin: "http://127.0.0.1:9000",
          "access-control-request-method": "POST",
          "access-control-request-headers": "apikey,authorization,content-type,x-client-info",
        },
      },
      store,
    );
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
    for (const header of ["authorization", "x-client-info", "apikey", "content-type"]) {
      expect(response.headers.get("access-control-allow-headers")).toContain(header);
    }
    expect(response.headers.get("access-control-allow-headers")).toBe(ALLOWED_HEADERS);
    expect(store.rows).toHaveLength(0);
  });

  it.each(["GET", "PUT", "PATCH", "DELETE", "HEAD"])("answers %s with 405 and Allow", async (method) => {
    const store = memoryStore();
    const hasBody = method !== "GET" && method !== "HEAD";
    const response = await call({ method, body: hasBody ? JSON.stringify(VALID) : undefined }, store);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST, OPTIONS");
    expect(store.rows).toHaveLength(0);
  });

  const tooLargeBody = JSON.stringify({ ...VALID, padding: "x".repeat(BODY_LIMIT_BYTES) });
  // Euro signs take three bytes each: a third of the limit in characters is over it in bytes.
  const multiByteBody = JSON.stringify({ ...VALID, userAgent: "€".repeat(Math.ceil(BODY_LIMIT_BYTES / 3)) });

  it.each([
    ["a body over the size limit", { body: tooLargeBody }, "body"],
    ["a streamed body over the limit, without Content-Length", { body: streamOf(tooLargeBody) }, "body"],
    [
      "a body that understates its Content-Length",
      { body: streamOf(tooLargeBody), headers: { "content-length": "10" } },
      "body",
    ],
    ["a body under the limit in characters but over it in bytes", { body: multiByteBody }, "body"],
    ["a body sent as text/plain", { body: JSON.stringify(VALID), headers: { "content-type": "text/plain" } }, "body"],
    ["no body", {}, "body"],
    ["malformed JSON", { body: '{"timestamp": ' }, "body"],
    ["bytes that are not UTF-8", { body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) }, "body"],
    ["a JSON array", { body: "[]" }, "body"],
    ["a timestamp that is no string", { body: JSON.stringify({ ...VALID, timestamp: 1773144000000 }) }, "timestamp"],
    ["a userAgent that is no string", { body: JSON.stringify({ ...VALID, userAgent: 7 }) }, "userAgent"],
    ["a missing referrer", { body: JSON.stringify({ ...VALID, referrer: undefined }) }, "referrer"],
  ])("rejects %s with 400 naming the field, storing nothing", async (_case, init, field) => {
    const store = memoryStore();
    const response = await call(init, store);
    expect(response.status).toBe(400);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const body = await response.json();
    expect(body).toEqual({ field, error: expect.stringMatching(new RegExp(`^${field} `)) });
    expect(store.rows).toHaveLength(0);
  });

  /** A valid record padded with spaces, which JSON allows, to exactly `bytes` bytes. */
  const bodyOf = (bytes: number) => {
    const text = JSON.stringify(VALID);
    return text.slice(0, -1) + " ".repeat(bytes - text.length) + "}";
  };

  it.each([
    ["with Content-Length", (text: string) => text],
    ["streamed", (text: string) => streamOf(text)],
  ])("records a body of exactly the limit (%s) and refuses one byte more", async (_case, send) => {
    const store = memoryStore();
    expect((await call({ body: send(bodyOf(BODY_LIMIT_BYTES)) }, store)).status).toBe(201);
    const over = await call({ body: send(bodyOf(BODY_LIMIT_BYTES + 1)) }, store);
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({ field: "body", error: `body must be at most ${BODY_LIMIT_BYTES} bytes` });
    expect(store.rows).toHaveLength(1);
  });

  it("stops reading an oversized stream instead of buffering it", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024).fill(0x20));
      },
    });
    const response = await call({ body: endless });
    expect(response.status).toBe(400);
    // The chunk that passes the limit, and one the stream may have pulled ahead.
    expect(pulled).toBeLessThanOrEqual(BODY_LIMIT_BYTES / 1024 + 2);
  });

  it("answers 500 with a generic message when the database fails, and logs the cause", async () => {
    const failure = new Error('relation "cv_downloads" does not exist');
    const logError = jest.fn();
    const failing: Store = { recordCvDownload: () => Promise.reject(failure) };
    const response = await call({ body: JSON.stringify(VALID) }, failing, {
      logError,
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: expect.any(String) });
    expect(text).not.toContain("cv_downloads");
    expect(logError).toHaveBeenCalledWith(expect.any(String), failure);
  });

  describe("with ALLOWED_ORIGIN set", () => {
    const options = { allowedOrigins: ["https://example.com"] };

    it("lets the site's origin read the response", async () => {
      const response = await call(
        { body: JSON.stringify(VALID), headers: { origin: "https://example.com" } },
        undefined,
        options,
      );
      expect(response.status).toBe(201);
      expect(response.headers.get("access-control-allow-origin")).toBe("https://example.com");
      expect(response.headers.get("vary")).toBe("Origin");
    });

    it.each(["OPTIONS", "POST"])("refuses %s from another origin, storing nothing", async (method) => {
      const store = memoryStore();
      const body = method === "POST" ? JSON.stringify(VALID) : undefined;
      const response = await call({ method, body, headers: { origin: "https://evil.test" } }, store, options);
      expect(response.status).toBe(403);
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
      expect(store.rows).toHaveLength(0);
    });

    it("refuses a POST without an Origin, as only a script would send it, storing nothing", async () => {
      const store = memoryStore();
      const response = await call({ body: JSON.stringify(VALID) }, store, options);
      expect(response.status).toBe(403);
      expect(store.clients).toHaveLength(0);
    });
  });
});

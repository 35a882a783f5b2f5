/**
 * The track-cv-download function as a plain (Request, Store) => Response
 * module on web-standard types only: Deno runs it in the Edge Function
 * (index.ts), Node runs it in the local backend and the tests.
 */
import { FORWARDED_FOR_HEADER, clientAddress } from "./client-address.ts";
import { ANY_ORIGIN, ALLOWED_METHODS, PREFLIGHT_HEADERS, corsHeadersFor } from "./cors.ts";
import type { RecordOutcome, Store } from "./store.ts";
import { BODY_LIMIT_BYTES, type Field, type Parsed, normaliseCvDownload } from "./validate.ts";

export interface HandlerOptions {
  /** From parseAllowedOrigins; defaults to any origin. */
  allowedOrigins?: readonly string[];
  logError?: (message: string, error: unknown) => void;
}

type HeaderMap = Record<string, string>;

const json = (status: number, body: unknown, headers: HeaderMap): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
  });

const badRequest = (field: Field, error: string, headers: HeaderMap): Response => json(400, { error, field }, headers);

function isJson(contentType: string | null): boolean {
  return contentType?.split(";")[0]?.trim().toLowerCase() === "application/json";
}

/**
 * Reads at most BODY_LIMIT_BYTES bytes. The byte count is checked on the
 * stream itself, since Content-Length may be absent (chunked) or lie, and
 * reading stops as soon as the limit is passed.
 */
async function readBody(request: Request): Promise<Parsed<string>> {
  const tooLarge: Parsed<string> = {
    ok: false,
    field: "body",
    error: `body must be at most ${BODY_LIMIT_BYTES} bytes`,
  };
  if (Number(request.headers.get("content-length") ?? 0) > BODY_LIMIT_BYTES) return tooLarge;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > BODY_LIMIT_BYTES) {
        await reader.cancel();
        return tooLarge;
      }
      chunks.push(chunk.value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, value: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, field: "body", error: "body must be UTF-8 encoded JSON" };
  }
}

export async function handleTrackCvDownload(
  request: Request,
  store: Store,
  { allowedOrigins = [ANY_ORIGIN], logError = console.error }: HandlerOptions = {},
): Promise<Response> {
  const cors = corsHeadersFor(request.headers.get("origin"), allowedOrigins);
  if (cors === null) return json(403, { error: "origin is missing or not allowed" }, { Vary: "Origin" });
  if (request.method === "OPTIONS")
    return new Response(null, { status: 204, headers: { ...cors, ...PREFLIGHT_HEADERS } });
  if (request.method !== "POST") {
    return json(405, { error: "method must be POST" }, { ...cors, Allow: ALLOWED_METHODS });
  }
  // Only a JSON content type forces a browser to preflight, so only the
  // allowed origins can make a visitor's browser write a row.
  if (!isJson(request.headers.get("content-type"))) {
    return badRequest("body", "body must be sent as Content-Type: application/json", cors);
  }

  const text = await readBody(request);
  if (!text.ok) return badRequest(text.field, text.error, cors);
  let body: unknown;
  try {
    body = JSON.parse(text.value);
  } catch {
    return badRequest("body", "body must be valid JSON", cors);
  }
  const download = normaliseCvDownload(body);
  if (!download.ok) return badRequest(download.field, download.error, cors);

  let outcome: RecordOutcome;
  try {
    outcome = await store.recordCvDownload(download.value, clientAddress(request.headers.get(FORWARDED_FOR_HEADER)));
  } catch (error) {
    // The cause stays in the server log; the visitor learns nothing about the database.
    logError("track-cv-download: storing the download failed", error);
    return json(500, { error: "the download could not be recorded" }, cors);
  }
  if (!outcome.recorded) {
    const retryAfter = { ...cors, "Retry-After": String(outcome.retryAfterSeconds) };
    return json(429, { error: "too many downloads recorded; try again later" }, retryAfter);
  }
  return json(201, { ok: true }, cors);
}

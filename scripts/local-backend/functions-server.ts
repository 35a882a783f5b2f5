/**
 * A Node HTTP server that plays the Supabase functions gateway for local use:
 * /functions/v1/<name> is handed, as a web-standard Request, to that
 * function's handler, and its Response is written back unchanged.
 */
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import { Readable } from "node:stream";
import { FORWARDED_FOR_HEADER } from "../../supabase/functions/track-cv-download/client-address";
import { ALLOWED_METHODS } from "../../supabase/functions/track-cv-download/cors";

export const FUNCTIONS_PREFIX = "/functions/v1/";
export type FunctionHandler = (request: Request) => Promise<Response>;

function toRequest(req: IncomingMessage): Request {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  // As the proxies in front of Supabase's functions do: the address that
  // connected goes last, after any entries the client sent itself.
  const forwarded = [req.headers[FORWARDED_FOR_HEADER], req.socket.remoteAddress].filter(Boolean).join(", ");
  headers.set(FORWARDED_FOR_HEADER, forwarded);
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Required by Node's fetch for a streamed request body.
    duplex: "half",
  } as RequestInit);
}

async function send(res: ServerResponse, response: Response, isHead: boolean): Promise<void> {
  const body = isHead ? null : Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(body && body.length > 0 ? body : undefined);
}

/** Methods the Fetch standard will not put in a Request, so no handler could be asked; answered here. */
const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

export function createFunctionsServer(functions: Record<string, FunctionHandler>, logError = console.error): Server {
  return createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const handler = path.startsWith(FUNCTIONS_PREFIX) ? functions[path.slice(FUNCTIONS_PREFIX.length)] : undefined;
    if (handler && FORBIDDEN_METHODS.has(req.method ?? "")) {
      await send(
        res,
        Response.json({ error: "method must be POST" }, { status: 405, headers: { Allow: ALLOWED_METHODS } }),
        false,
      );
      return;
    }
    try {
      const response = handler
        ? await handler(toRequest(req))
        : Response.json({ error: "no such function" }, { status: 404 });
      await send(res, response, req.method === "HEAD");
    } catch (error) {
      logError(`local backend: ${req.method} ${path} failed`, error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: "internal error" }));
    }
  });
}

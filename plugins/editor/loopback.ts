import type { Server } from "node:http";
import type { Express, NextFunction, Request, Response } from "express";
import { EDIT_SERVER_HOST } from "./addresses";

/**
 * The names this computer has for itself. A page on another site can point
 * its own name at 127.0.0.1 (DNS rebinding) and then talk to the backend as
 * if it were local; its requests still carry its name in Host, and its
 * address in Origin, so both are held to these names.
 */
const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** Whether the Host header names this computer with the port the request came in on. */
export function isLoopbackHost(host: string | undefined, port: number | undefined): boolean {
  return host !== undefined && LOOPBACK_NAMES.some((name) => host.toLowerCase() === `${name}:${port}`);
}

/** Whether an Origin header is a page served from this computer, under any port. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return ["http:", "https:"].includes(url.protocol) && LOOPBACK_NAMES.includes(url.hostname) && url.origin === origin;
  } catch {
    return false;
  }
}

/** Refuses, before the body is read, every request not addressed to this computer or sent by a page elsewhere. */
export function loopbackOnly(request: Request, response: Response, next: NextFunction): void {
  const port = request.socket.localPort;
  if (!isLoopbackHost(request.headers.host, port)) {
    response.status(403).json({
      error: `This backend answers only requests addressed to localhost:${port} or 127.0.0.1:${port}, and this one was addressed to another name.`,
    });
    return;
  }
  const { origin } = request.headers;
  if (origin !== undefined && !isLoopbackOrigin(origin)) {
    response.status(403).json({
      error:
        "This backend answers only pages served from this computer (localhost or 127.0.0.1), and this request came from another site.",
    });
    return;
  }
  next();
}

/** Listens on loopback only; resolves once listening, and names a taken port in plain words. */
export function listenOnLoopback(app: Express, port: number): Promise<Server> {
  return new Promise((done, fail) => {
    const server = app.listen(port, EDIT_SERVER_HOST, () => done(server));
    server.on("error", (error: NodeJS.ErrnoException) =>
      fail(
        error.code === "EADDRINUSE" ? new Error(`Port ${port} is taken: is \`npm run edit\` already running?`) : error,
      ),
    );
  });
}
